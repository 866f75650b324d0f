// Publishing terms from the staff area (docs/spec.md §10, src/shared/contract/club-terms.ts): the
// same service as `club terms:publish` (publish.ts).
import { Hono } from 'hono';
import { clubTerms } from '../../../src/shared/contract/club-terms.ts';
import { staffActor } from '../../audit/actors.ts';
import { staffGuard } from '../../auth/require-permission.ts';
import type { AppEnv } from '../../http/env.ts';
import { input } from '../../http/input.ts';
import { listTermsVersions, publishTerms } from './publish.ts';

export function staffTermsRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/club/terms', staffGuard(clubTerms.versions), (c) => c.json(listTermsVersions(c.var.deps.db)))
    .post('/club/terms', staffGuard(clubTerms.publish), async (c) => {
      const { body } = input(c, clubTerms.publish);
      const published = await publishTerms(c.var.deps, staffActor(c.get('user')), {
        name: body.name.trim(),
        nameDe: body.name_de,
        url: body.url,
        publishAt: body.publish_at ? new Date(body.publish_at) : null,
      });
      return c.json({ ...published, accepted: 0 }, 201);
    });
}
