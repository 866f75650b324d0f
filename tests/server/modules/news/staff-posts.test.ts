// docs/spec.md §10 "Posts": an editor writes posts in the staff area through the server's one
// cleaner, which reports what it removed; drafts and scheduled posts stay hidden from members;
// publishing now tells members live; each write is one audit entry.
import { describe, expect, it } from 'vitest';
import { countAuditEntries } from '../../../../server/audit/repository.ts';
import { grantRole } from '../../../../server/auth/staff-roles.ts';
import { createWorld } from '../../helpers.ts';

const SEED = { id: null, label: 'seed', via: 'cli' } as const;
const DIRTY =
  '<p onclick="steal()">Hello <strong>club</strong></p><script>alert(1)</script><a href="javascript:x()">x</a>';

async function editorWorld() {
  const w = createWorld();
  const editor = await w.createUser({ email: 'eddie@club.test' });
  grantRole(w.app.deps, SEED, editor.id, 'editor');
  const member = await w.createUser({ email: 'mia@club.test' });
  return { w, token: w.tokenFor(editor), memberToken: w.tokenFor(member) };
}

const draft = { title: 'Winter hours', body: DIRTY, format: 'html', publish: 'draft' } as const;

describe('the posts editor', () => {
  it('stores a draft cleaned, says what the cleaner removed, and shows members nothing.', async () => {
    const { w, token, memberToken } = await editorWorld();
    const before = countAuditEntries(w.db);
    const res = await w.call('POST', '/api/club/posts', { token, body: draft });
    expect(res.status).toBe(201);
    expect(res.body.post).toMatchObject({ state: 'draft', body_source: DIRTY, published_at: null });
    expect(res.body.post.body_html).toBe('<p>Hello <strong>club</strong></p><span>x</span>');
    expect(res.body.removed).toEqual({ elements: { script: 1 }, attributes: { 'p/onclick': 1 }, addresses: 1 });
    expect(countAuditEntries(w.db)).toBe(before + 1);
    expect((await w.call('GET', '/api/posts', { token: memberToken })).body.data).toEqual([]);
    expect((await w.call('GET', `/api/posts/${res.body.post.id}`, { token: memberToken })).status).toBe(404);
  });

  it('starts the excerpt after an opening heading that repeats the title, and keeps a heading that does not.', async () => {
    const { w, token } = await editorWorld();
    // the excerpt the members' lists and the news widget show under the title
    const excerptOf = async (title: string, body: string) => {
      const res = await w.call('POST', '/api/club/posts', {
        token,
        body: { title, body, format: 'markdown', publish: 'draft' },
      });
      return (w.db.prepare('SELECT excerpt FROM posts WHERE id = ?').get(res.body.post.id) as { excerpt: string })
        .excerpt;
    };
    expect(await excerptOf('Winter hours', '# Winter hours\n\nThe clubhouse opens at 18:00.')).toBe(
      'The clubhouse opens at 18:00.',
    );
    expect(await excerptOf('Winter hours', '# From November\n\nThe clubhouse opens at 18:00.')).toMatch(
      /^From November\s+The clubhouse opens at 18:00\.$/,
    );
  });

  it('previews a body exactly as it will be stored.', async () => {
    const { w, token } = await editorWorld();
    const preview = await w.call('POST', '/api/club/posts/preview', { token, body: { body: DIRTY, format: 'html' } });
    const created = await w.call('POST', '/api/club/posts', { token, body: draft });
    expect(preview.body.html).toBe(created.body.post.body_html);
    expect(preview.body.removed).toEqual(created.body.removed);
    const markdown = await w.call('POST', '/api/club/posts/preview', {
      token,
      body: { body: '# Hours\n\nOpen **late**.', format: 'markdown' },
    });
    expect(markdown.body.html).toBe('<h2>Hours</h2>\n<p>Open <strong>late</strong>.</p>');
  });

  it('publishes now: members see the post, the news channel hears it, and each write is one audit entry.', async () => {
    const { w, token, memberToken } = await editorWorld();
    const { post } = (await w.call('POST', '/api/club/posts', { token, body: draft })).body;
    const before = countAuditEntries(w.db);
    const published = await w.call('POST', `/api/club/posts/${post.id}/publish`, { token, body: {} });
    expect([published.status, published.body.state]).toEqual([200, 'published']);
    expect(countAuditEntries(w.db)).toBe(before + 1);
    expect(w.broadcasts.map((b) => [b.channels, b.event, b.payload])).toContainEqual([
      ['news'],
      'App\\Events\\PostPublished',
      { id: post.id },
    ]);
    expect(
      (await w.call('GET', '/api/posts', { token: memberToken })).body.data.map((p: { id: number }) => p.id),
    ).toEqual([post.id]);
    const edited = await w.call('PUT', `/api/club/posts/${post.id}`, {
      token,
      body: { ...draft, title: 'Winter opening hours', body: 'Open **late**.', format: 'markdown', publish: 'now' },
    });
    expect([edited.status, edited.body.post.title, edited.body.removed.addresses]).toEqual([
      200,
      'Winter opening hours',
      0,
    ]);
    expect((await w.call('GET', `/api/posts/${post.id}`, { token: memberToken })).body.body_html).toBe(
      '<p>Open <strong>late</strong>.</p>',
    );
    const unpublished = await w.call('POST', `/api/club/posts/${post.id}/unpublish`, { token });
    expect(unpublished.body.state).toBe('draft');
    expect((await w.call('GET', `/api/posts/${post.id}`, { token: memberToken })).status).toBe(404);
    expect(countAuditEntries(w.db)).toBe(before + 3);
  });

  it('schedules a post for later: hidden until then.', async () => {
    const { w, token, memberToken } = await editorWorld();
    const at = new Date(w.clock.now().getTime() + 3_600_000).toISOString();
    const res = await w.call('POST', '/api/club/posts', { token, body: { ...draft, publish: 'at', publish_at: at } });
    expect(res.body.post.state).toBe('scheduled');
    expect((await w.call('GET', '/api/posts', { token: memberToken })).body.data).toEqual([]);
  });

  it('answers 422 for a body that is empty once cleaned, a time missing, and a picture from elsewhere.', async () => {
    const { w, token } = await editorWorld();
    const empty = await w.call('POST', '/api/club/posts', { token, body: { ...draft, body: '<script>x</script>' } });
    expect([empty.status, empty.body.errors]).toEqual([422, { body: ['The post body is empty once cleaned.'] }]);
    const noTime = await w.call('POST', '/api/club/posts', { token, body: { ...draft, publish: 'at' } });
    expect([noTime.status, Object.keys(noTime.body.errors)]).toEqual([422, ['publish_at']]);
    const picture = await w.call('POST', '/api/club/posts', {
      token,
      body: { ...draft, image_url: 'javascript:alert(1)' },
    });
    expect([picture.status, Object.keys(picture.body.errors)]).toEqual([422, ['image_url']]);
    const german = await w.call('POST', '/api/club/posts', {
      token,
      body: { ...draft, body: '<style>p{}</style>' },
      headers: { 'Accept-Language': 'de' },
    });
    expect(german.body.errors).toEqual({ body: ['Der Beitrag ist nach dem Bereinigen leer.'] });
  });

  it('answers 404 for an unknown post.', async () => {
    const { w, token } = await editorWorld();
    expect((await w.call('PUT', '/api/club/posts/999', { token, body: draft })).status).toBe(404);
    expect((await w.call('POST', '/api/club/posts/999/unpublish', { token })).status).toBe(404);
  });
});
