// News for visitors (docs/spec.md §9 "News for visitors"): without a token GET posts serves only
// public posts, cacheable by anyone (Cache-Control public, ETag, Vary: Authorization); a members'
// post is no such post for a visitor; a member's token still reads every post.
import { describe, expect, it } from 'vitest';
import { toTimestamp } from '../../../../server/clock.ts';
import { insertPost } from '../../../../server/modules/news/repository.ts';
import { seedNews } from '../../../../server/modules/news/seed.ts';
import { createWorld, type World } from '../../helpers.ts';

async function world() {
  const w = createWorld();
  seedNews(w.app.deps);
  return { w, token: w.tokenFor(await w.createUser()) };
}

function addPost(
  w: World,
  title: string,
  fields: { public: boolean; published_at?: string | null; language?: string },
) {
  return insertPost(
    w.db,
    {
      title,
      vanity_url: title.toLowerCase().replace(/\W+/g, '-'),
      excerpt: 'e',
      body_html: '<p>b</p>',
      image_url: null,
      author: 'Club team',
      published_at: fields.published_at === undefined ? toTimestamp(w.clock.now()) : fields.published_at,
      language: fields.language ?? null,
      public: fields.public,
    },
    toTimestamp(w.clock.now()),
  );
}

const titles = (body: { data: { title: string }[] }) => body.data.map((post) => post.title);

describe('GET posts without a token', () => {
  it('lists only the public posts', async () => {
    const { w } = await world();
    const res = await w.call('GET', '/api/posts');
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual([
      'Opening hours in winter',
      'Summer meetup: registration open',
      'Volunteers wanted',
      'Welcome to the new portal',
    ]);
    expect(res.body.total).toBe(4);
  });

  it('lets a member’s token read the members’ posts too', async () => {
    const { w, token } = await world();
    const res = await w.call('GET', '/api/posts', { token });
    expect(res.body.total).toBe(8);
    expect(titles(res.body)).toContain('Annual general meeting');
  });

  it('answers 404 for a members’ post, as for one that does not exist', async () => {
    const { w, token } = await world();
    const members = addPost(w, 'Board minutes', { public: false });
    const res = await w.call('GET', `/api/posts/${members.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: `No query results for model [App\\Models\\Post] ${members.id}` });
    expect((await w.call('GET', `/api/posts/${members.id}`, { token })).status).toBe(200);
  });

  it('serves a public post whole', async () => {
    const { w } = await world();
    const open = addPost(w, 'Open day', { public: true });
    const res = await w.call('GET', `/api/posts/${open.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: open.id, title: 'Open day', body_html: '<p>b</p>' });
  });

  it('never serves a public draft or a public post scheduled for later', async () => {
    const { w } = await world();
    const draft = addPost(w, 'Public draft', { public: true, published_at: null });
    const later = addPost(w, 'Public later', {
      public: true,
      published_at: toTimestamp(new Date(w.clock.now().getTime() + 60_000)),
    });
    expect((await w.call('GET', `/api/posts/${draft.id}`)).status).toBe(404);
    expect((await w.call('GET', `/api/posts/${later.id}`)).status).toBe(404);
    expect(titles((await w.call('GET', '/api/posts')).body)).not.toContain('Public draft');
  });

  it('adds the public posts written in the asked language (lang), and refuses an unknown one with 422', async () => {
    const { w } = await world();
    addPost(w, 'Tag der offenen Tür', { public: true, language: 'de' });
    expect(titles((await w.call('GET', '/api/posts')).body)).not.toContain('Tag der offenen Tür');
    expect(titles((await w.call('GET', '/api/posts?lang=de')).body)).toContain('Tag der offenen Tür');
    expect(titles((await w.call('GET', '/api/posts?lang=en')).body)).not.toContain('Tag der offenen Tür');
    const bad = await w.call('GET', '/api/posts?lang=fr');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['lang']);
  });

  it('is cacheable by anyone, varies by Authorization and answers 304 to its own ETag', async () => {
    const { w } = await world();
    const first = await w.call('GET', '/api/posts');
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(first.headers.get('Vary')).toMatch(/Authorization/);
    const tag = first.headers.get('ETag');
    expect(tag).toMatch(/^(W\/)?"[^"]+"$/);
    const again = await w.call('GET', '/api/posts', { headers: { 'If-None-Match': tag! } });
    expect(again.status).toBe(304);
    addPost(w, 'Fresh news', { public: true });
    const changed = await w.call('GET', '/api/posts', { headers: { 'If-None-Match': tag! } });
    expect(changed.status).toBe(200);
    expect(titles(changed.body)[0]).toBe('Fresh news');
  });

  it('keeps a member’s answer out of shared caches (no public Cache-Control with a token)', async () => {
    const { w, token } = await world();
    const res = await w.call('GET', '/api/posts', { token });
    expect(res.headers.get('Cache-Control') ?? '').not.toMatch(/public/);
    expect(res.headers.get('ETag')).toBeNull();
  });
});
