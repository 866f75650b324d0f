// GET posts (paginated, newest first, published only) and GET posts/{id}, with the demo seed.
import { describe, expect, it } from 'vitest';
import { toTimestamp } from '../../../../server/clock.ts';
import { sql } from '../../../../server/db/open.ts';
import { insertPost } from '../../../../server/modules/news/repository.ts';
import { seedNews } from '../../../../server/modules/news/seed.ts';
import { POSTS_PER_PAGE } from '../../../../server/modules/news/routes.ts';
import { createWorld, type World } from '../../helpers.ts';

async function world() {
  const w = createWorld();
  seedNews(w.app.deps);
  const user = await w.createUser();
  return { w, token: w.tokenFor(user) };
}

function addPost(w: World, fields: { title: string; published_at: string | null; body_html?: string }) {
  return insertPost(
    w.db,
    {
      title: fields.title,
      vanity_url: fields.title.toLowerCase().replace(/\W+/g, '-'),
      excerpt: 'e',
      body_html: fields.body_html ?? '<p>b</p>',
      image_url: null,
      author: 'Club team',
      published_at: fields.published_at,
    },
    toTimestamp(w.clock.now()),
  );
}

describe('GET posts', () => {
  it('answers 401 Unauthenticated with a token that is not valid (never the visitors’ list)', async () => {
    const { w } = await world();
    const res = await w.call('GET', '/api/posts', { token: '1|forged' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers a LengthAwarePaginator of 6 posts per page, newest first', async () => {
    const { w, token } = await world();
    const res = await w.call('GET', '/api/posts', { token });
    expect(res.status).toBe(200);
    expect(POSTS_PER_PAGE).toBe(6);
    expect(res.body).toMatchObject({
      current_page: 1,
      from: 1,
      to: 6,
      total: 8,
      last_page: 2,
      per_page: 6,
      path: 'http://club.test/api/posts',
      first_page_url: 'http://club.test/api/posts?page=1',
      next_page_url: 'http://club.test/api/posts?page=2',
      prev_page_url: null,
      last_page_url: 'http://club.test/api/posts?page=2',
    });
    expect(res.body.links.map((l: { label: string }) => l.label)).toEqual([
      '&laquo; Previous',
      '1',
      '2',
      'Next &raquo;',
    ]);
    const dates = res.body.data.map((p: { published_at: string }) => p.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(res.body.data[0]).toMatchObject({
      title: 'Opening hours in winter',
      vanity_url: 'opening-hours-in-winter',
      author: 'Club team',
    });
  });

  it('lists posts without their body', async () => {
    const { w, token } = await world();
    const res = await w.call('GET', '/api/posts', { token });
    expect(Object.keys(res.body.data[0]).sort()).toEqual([
      'author',
      'excerpt',
      'id',
      'image_url',
      'published_at',
      'title',
      'vanity_url',
    ]);
  });

  it('answers the second page with the rest', async () => {
    const { w, token } = await world();
    const res = await w.call('GET', '/api/posts?page=2', { token });
    expect(res.body).toMatchObject({
      current_page: 2,
      from: 7,
      to: 8,
      next_page_url: null,
      prev_page_url: 'http://club.test/api/posts?page=1',
    });
    expect(res.body.data.map((p: { title: string }) => p.title)).toEqual([
      'Membership fees 2026',
      'Welcome to the new portal',
    ]);
  });

  it('answers an empty page past the end with from and to null', async () => {
    const { w, token } = await world();
    const res = await w.call('GET', '/api/posts?page=9', { token });
    expect(res.body).toMatchObject({ current_page: 9, data: [], from: null, to: null, total: 8 });
  });

  it('leaves out drafts and posts scheduled for later until their time comes', async () => {
    const { w, token } = await world();
    addPost(w, { title: 'Tomorrow', published_at: toTimestamp(new Date(w.clock.now().getTime() + 86_400_000)) });
    const before = await w.call('GET', '/api/posts', { token });
    expect(before.body.total).toBe(8);
    expect(before.body.data.map((p: { title: string }) => p.title)).not.toContain('Draft: autumn hike');
    w.clock.advance(2 * 86_400_000);
    const after = await w.call('GET', '/api/posts', { token: w.tokenFor(await w.createUser()) });
    expect(after.body.total).toBe(9);
    expect(after.body.data[0].title).toBe('Tomorrow');
  });
});

describe('GET posts, kept between writes', () => {
  it('shows a post written since the page was last answered', async () => {
    const { w, token } = await world();
    expect((await w.call('GET', '/api/posts', { token })).body.total).toBe(8);
    addPost(w, { title: 'Just now', published_at: toTimestamp(w.clock.now()) });
    const after = await w.call('GET', '/api/posts', { token });
    expect([after.body.total, after.body.data[0].title]).toEqual([9, 'Just now']);
  });

  it('shows a scheduled post on the first request after its time, with nothing written in between', async () => {
    const { w, token } = await world();
    addPost(w, { title: 'In 30 seconds', published_at: toTimestamp(new Date(w.clock.now().getTime() + 30_000)) });
    expect((await w.call('GET', '/api/posts', { token })).body.total).toBe(8);
    w.clock.advance(40_000);
    const after = await w.call('GET', '/api/posts', { token });
    expect([after.body.total, after.body.data[0].title]).toEqual([9, 'In 30 seconds']);
  });

  it("answers each member the page of their own language, not another language's kept page", async () => {
    const { w } = await world();
    const german = w.tokenFor(await w.createUser({ language: 'de' }));
    const english = w.tokenFor(await w.createUser({ language: 'en' }));
    const post = addPost(w, { title: 'Nur auf Deutsch', published_at: toTimestamp(w.clock.now()) });
    sql(w.db, "UPDATE posts SET language = 'de' WHERE id = ?").run(post.id);
    const titles = async (token: string) =>
      (await w.call('GET', '/api/posts', { token })).body.data.map((p: { title: string }) => p.title);
    expect(await titles(german)).toContain('Nur auf Deutsch');
    expect(await titles(english)).not.toContain('Nur auf Deutsch');
    expect(await titles(german)).toContain('Nur auf Deutsch');
  });
});

describe('GET posts/{id}', () => {
  it('answers the post with its body', async () => {
    const { w, token } = await world();
    const first = (await w.call('GET', '/api/posts', { token })).body.data[0];
    const res = await w.call('GET', `/api/posts/${first.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...first, updated_at: expect.any(String) });
    expect(res.body.body_html).toContain('<strong>11:00</strong>');
    expect(res.body.body_html).toContain('<a href="/support/faq" rel="noopener noreferrer nofollow">help pages</a>');
  });

  it('answers 401 Unauthenticated with a token that is not valid', async () => {
    const { w } = await world();
    expect((await w.call('GET', '/api/posts/2', { token: '1|forged' })).status).toBe(401);
  });

  it("answers 404 in Laravel's shape for an unknown id", async () => {
    const { w, token } = await world();
    const res = await w.call('GET', '/api/posts/999', { token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'No query results for model [App\\Models\\Post] 999' });
  });

  it('answers 404 for a malformed id', async () => {
    const { w, token } = await world();
    expect((await w.call('GET', '/api/posts/abc', { token })).status).toBe(404);
    expect((await w.call('GET', '/api/posts/1e3', { token })).status).toBe(404);
  });

  it('answers 404 for a draft and for a post scheduled for later', async () => {
    const { w, token } = await world();
    const draft = w.db.prepare('SELECT id FROM posts WHERE published_at IS NULL').get() as { id: number };
    expect((await w.call('GET', `/api/posts/${draft.id}`, { token })).status).toBe(404);
    const later = addPost(w, { title: 'Later', published_at: toTimestamp(new Date(w.clock.now().getTime() + 60_000)) });
    expect((await w.call('GET', `/api/posts/${later.id}`, { token })).status).toBe(404);
  });

  it('serves the seeded hostile post neutralised end to end (T24)', async () => {
    const { w, token } = await world();
    const list = (await w.call('GET', '/api/posts', { token })).body.data as { id: number; title: string }[];
    const gallery = list.find((p) => p.title === 'New photo gallery')!;
    const { body_html: html } = (await w.call('GET', `/api/posts/${gallery.id}`, { token })).body as {
      body_html: string;
    };
    expect(html).not.toMatch(/<script|<svg|<style|<form|<input|<button|\son\w+=|style=|javascript:/i);
    expect(html).toContain('id="user-content-currentUser"');
    expect(html).toContain(
      '<a href="https://club.example/gallery" target="_blank" rel="noopener noreferrer nofollow">',
    );
    expect(html).toContain('Thanks to everyone who sent pictures!');
  });
});

describe('insertPost (the write path)', () => {
  it('stores the body sanitised, whatever the caller passes', async () => {
    const { w } = await world();
    const row = addPost(w, {
      title: 'Raw',
      published_at: null,
      body_html: '<p onclick="x()">hi</p><script>alert(1)</script>',
    });
    const stored = w.db.prepare('SELECT body_html FROM posts WHERE id = ?').get(row.id) as { body_html: string };
    expect(stored.body_html).toBe('<p>hi</p>');
  });

  it('refuses a picture URL other than our uploads and data:image', async () => {
    const { w } = await world();
    expect(() =>
      insertPost(
        w.db,
        {
          title: 'Bad',
          vanity_url: 'bad',
          excerpt: '',
          body_html: '',
          image_url: 'javascript:alert(1)',
          author: 'x',
          published_at: null,
        },
        toTimestamp(w.clock.now()),
      ),
    ).toThrow(/image URL/);
  });
});
