// Settings: terms documents and accepted versions (server/modules/settings/routes-terms.ts).
import { describe, expect, it } from 'vitest';
import { insertTermsDocument } from '../../../../server/auth/repository-terms.ts';
import { createWorld, type World } from '../../helpers.ts';
import { signedInMember } from './settings-helpers.ts';

const publish = (w: World, name: string, version: number, at: string) =>
  insertTermsDocument(w.db, {
    name,
    version,
    url: `https://club.example/${encodeURIComponent(name)}-v${version}`,
    published_at: at,
    created_at: at,
  });

describe('GET user/terms', () => {
  it('lists the current version of each document with the version and date the member accepted', async () => {
    const w = createWorld();
    publish(w, 'Privacy Policy', 1, '2025-06-01T00:00:00.000000Z');
    publish(w, 'Club Rules', 1, '2025-06-01T00:00:00.000000Z');
    const m = await signedInMember({}, w);
    await m.as('POST', '/api/user/terms/agree-updates');
    w.clock.advance(86_400_000);
    publish(w, 'Privacy Policy', 2, '2026-01-02T00:00:00.000000Z');
    const res = await w.call('GET', '/api/user/terms', { token: w.tokenFor(m.user) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      documents: [
        {
          name: 'Club Rules',
          title: 'Club Rules',
          version: 1,
          url: 'https://club.example/Club%20Rules-v1',
          published_at: '2025-06-01T00:00:00.000000Z',
          accepted_version: 1,
          accepted_at: '2026-01-01T10:00:00.000000Z',
        },
        {
          name: 'Privacy Policy',
          title: 'Privacy Policy',
          version: 2,
          url: 'https://club.example/Privacy%20Policy-v2',
          published_at: '2026-01-02T00:00:00.000000Z',
          accepted_version: 1,
          accepted_at: '2026-01-01T10:00:00.000000Z',
        },
      ],
    });
  });

  it('answers null accepted_version and accepted_at for a document never accepted', async () => {
    const w = createWorld();
    const m = await signedInMember({}, w);
    publish(w, 'Club Rules', 1, '2025-06-01T00:00:00.000000Z');
    expect((await m.as('GET', '/api/user/terms')).body.documents[0]).toMatchObject({
      accepted_version: null,
      accepted_at: null,
    });
  });

  it('leaves out versions not published yet', async () => {
    const w = createWorld();
    publish(w, 'Club Rules', 1, '2025-06-01T00:00:00.000000Z');
    publish(w, 'Club Rules', 2, '2027-01-01T00:00:00.000000Z');
    const m = await signedInMember({}, w);
    expect((await m.as('GET', '/api/user/terms')).body.documents.map((d: { version: number }) => d.version)).toEqual([
      1,
    ]);
  });

  it('answers 401 without a token', async () => {
    expect((await createWorld().call('GET', '/api/user/terms')).status).toBe(401);
  });
});
