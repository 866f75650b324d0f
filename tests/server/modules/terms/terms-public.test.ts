// GET /api/terms: the current terms documents, for the register form (no login needed).
import { describe, expect, it } from 'vitest';
import { toTimestamp } from '../../../../server/clock.ts';
import { insertTermsDocument } from '../../../../server/auth/repository-terms.ts';
import { createWorld } from '../../helpers.ts';

describe('GET /api/terms', () => {
  it('lists the newest published version of each document to guests, by name.', async () => {
    const w = createWorld();
    const at = (days: number) => toTimestamp(new Date(w.clock.now().getTime() + days * 86_400_000));
    insertTermsDocument(w.db, {
      name: 'Privacy Policy',
      version: 1,
      url: 'http://club.test/privacy-v1',
      published_at: at(-90),
      created_at: at(-90),
    });
    insertTermsDocument(w.db, {
      name: 'Privacy Policy',
      version: 2,
      url: 'http://club.test/privacy-v2',
      published_at: at(-1),
      created_at: at(-1),
    });
    insertTermsDocument(w.db, {
      name: 'Privacy Policy',
      version: 3,
      url: 'http://club.test/privacy-v3',
      published_at: at(7),
      created_at: at(-1),
    });
    insertTermsDocument(w.db, {
      name: 'Club Rules',
      version: 1,
      url: 'http://club.test/rules-v1',
      published_at: at(-10),
      created_at: at(-10),
    });
    const res = await w.call('GET', '/api/terms');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        { name: 'Club Rules', version: 1, url: 'http://club.test/rules-v1', published_at: at(-10) },
        { name: 'Privacy Policy', version: 2, url: 'http://club.test/privacy-v2', published_at: at(-1) },
      ],
    });
  });

  it('answers an empty list when the club has published none.', async () => {
    const w = createWorld();
    expect((await w.call('GET', '/api/terms')).body).toEqual({ data: [] });
  });
});
