// Settings: the club's current terms documents (versioned, seeded by the platform) and which
// version of each the member accepted, and when.
import { Hono } from 'hono';
import { toTimestamp } from '../../clock.ts';
import type { AppEnv } from '../../http/env.ts';
import { acceptedVersions } from './repository-terms.ts';
import { currentTermsDocuments, termsName } from '../../auth/repository-terms.ts';
import type { TermsOverview } from '../../../src/shared/contract/settings.ts';
import { member } from './guard.ts';

export function settingsTermsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/user/terms', member(), (c) => {
    const { db, clock } = c.var.deps;
    const accepted = new Map(acceptedVersions(db, c.get('user').id).map((row) => [row.name, row]));
    const body: TermsOverview = {
      documents: currentTermsDocuments(db, toTimestamp(clock.now())).map((doc) => ({
        name: doc.name,
        // `name` is the key the versions share (English); the title is in the reader's language.
        title: termsName(doc),
        version: doc.version,
        url: doc.url,
        published_at: doc.published_at,
        accepted_version: accepted.get(doc.name)?.version ?? null,
        accepted_at: accepted.get(doc.name)?.accepted_at ?? null,
      })),
    };
    return c.json(body);
  });

  return app;
}
