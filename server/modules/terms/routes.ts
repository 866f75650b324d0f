// The club's current terms documents for guests: the register form links to them next to its
// acceptance box (registering accepts exactly these versions).
import { Hono } from 'hono';
import { toTimestamp } from '../../clock.ts';
import type { AppEnv } from '../../http/env.ts';
import { currentTermsDocuments, termsName } from '../../auth/repository-terms.ts';

export interface PublicTermsDocument {
  name: string;
  version: number;
  url: string;
  published_at: string;
}

export function publicTermsRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/terms', (c) => {
    const { db, clock } = c.var.deps;
    const data: PublicTermsDocument[] = currentTermsDocuments(db, toTimestamp(clock.now())).map((doc) => ({
      name: termsName(doc),
      version: doc.version,
      url: doc.url,
      published_at: doc.published_at,
    }));
    return c.json({ data });
  });
}
