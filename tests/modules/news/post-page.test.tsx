// @vitest-environment jsdom
// The Post page (News:Post) against the real server: the body rendered as a DOMPurify-sanitised
// node (T24), 404 and error states, the canonical vanity_url, in-portal links.
// jsdom, not happy-dom: DOMPurify does not support happy-dom (cure53/DOMPurify#1457).
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import PostPage from '../../../src/modules/news/pages/post-page.tsx';
import { toTimestamp } from '../../../server/clock.ts';
import { newsWorld, type NewsWorld } from './world.tsx';

let world: NewsWorld | null = null;
afterEach(() => {
  cleanup();
  world?.teardown();
  world = null;
});

const page = <Route path="/post/:id/:vanity_url?">{(params) => <PostPage params={params} />}</Route>;

function postId(w: NewsWorld, title: string): number {
  return (w.server.db.prepare('SELECT id FROM posts WHERE title = ?').get(title) as { id: number }).id;
}

/** What no rendered post body may contain (T24). */
function assertHarmless(body: Element) {
  const all = [body, ...body.querySelectorAll('*')];
  expect(body.querySelector('script, svg, style, form, input, button, iframe, object, embed')).toBeNull();
  expect(
    all
      .flatMap((el) => [...el.attributes].map((a) => a.name))
      .filter((n) => /^on/i.test(n) || n === 'style' || n === 'srcset'),
  ).toEqual([]);
  expect(all.flatMap((el) => [...el.attributes].map((a) => a.value)).filter((v) => /^\s*javascript:/i.test(v))).toEqual(
    [],
  );
  for (const link of body.querySelectorAll('a')) expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  for (const el of body.querySelectorAll('[id]')) expect(el.id).toMatch(/^user-content-/);
}

describe('Post page', () => {
  it('shows the title, date, author and body of the post', async () => {
    world = await newsWorld();
    const id = postId(world, 'Opening hours in winter');
    world.renderAt(`/post/${id}/opening-hours-in-winter`, page);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Opening hours in winter');
    expect(screen.getByText('Published on Dec 31, 2025 by Club team')).toBeVisible();
    expect((await screen.findByText('11:00')).tagName).toBe('STRONG');
    expect(world.requests).toEqual([`GET /api/posts/${id}`]);
  });

  it('renders the seeded hostile post without handlers, scripts, styles, forms or javascript: URLs (T24)', async () => {
    world = await newsWorld();
    const id = postId(world, 'New photo gallery');
    const { container } = world.renderAt(`/post/${id}/new-photo-gallery`, page);
    await screen.findByText('Thanks to everyone who sent pictures!');
    const body = container.querySelector('.news-post__body')!;
    assertHarmless(body);
    expect(body.querySelector('#user-content-currentUser')?.textContent).toBe('Photos by the club team.');
    expect(screen.getByRole('link', { name: 'see it on our website' }).getAttribute('target')).toBe('_blank');
  });

  it('sanitises again on its own when the server sends raw hostile HTML', async () => {
    world = await newsWorld();
    // Bypasses the server's write-time sanitiser, as a compromised or legacy backend would.
    const raw =
      '<p>Raw</p><img src=x onerror=alert(1)><svg><script>alert(2)</script></svg><a href="javascript:alert(3)" target=_blank>j</a>' +
      '<form action=//evil><input name=password></form><style>*{display:none}</style><p style="color:red" onclick="alert(4)">s</p><div id=currentUser>u</div>';
    const now = toTimestamp(world.server.clock.now());
    const { lastInsertRowid } = world.server.db
      .prepare(
        'INSERT INTO posts (title, vanity_url, excerpt, body_html, image_url, author, published_at, created_at, updated_at) VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?)',
      )
      .run('Raw post', 'raw-post', '', raw, 'x', now, now, now);
    const { container } = world.renderAt(`/post/${lastInsertRowid}/raw-post`, page);
    await screen.findByText('Raw');
    const body = container.querySelector('.news-post__body')!;
    assertHarmless(body);
    expect(body.querySelector('#user-content-currentUser')).toBeVisible();
    expect(body.querySelector('a')!.hasAttribute('href')).toBe(false);
  });

  it('says the post does not exist when the server answers 404', async () => {
    world = await newsWorld();
    world.renderAt('/post/999', page);
    expect((await screen.findByRole('alert')).textContent).toBe('This post does not exist or is no longer published.');
    expect(screen.getByRole('link', { name: 'Back to the news' }).getAttribute('href')).toBe('/posts');
  });

  it('says a draft does not exist either', async () => {
    world = await newsWorld();
    world.renderAt(`/post/${postId(world, 'Draft: autumn hike')}`, page);
    expect((await screen.findByRole('alert')).textContent).toBe('This post does not exist or is no longer published.');
  });

  it('shows an error with a retry when the server cannot be reached', async () => {
    world = await newsWorld();
    world.setOffline(true);
    const id = postId(world, 'Volunteers wanted');
    world.renderAt(`/post/${id}`, page);
    expect((await screen.findByRole('alert')).textContent).toContain('The post could not be loaded.');
    world.setOffline(false);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Volunteers wanted');
  });

  it("replaces a missing or outdated vanity_url with the post's own", async () => {
    world = await newsWorld();
    const id = postId(world, 'Volunteers wanted');
    const { location } = world.renderAt(`/post/${id}/old-title`, page);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(location.history).toEqual([`/post/${id}/volunteers-wanted`]));
    expect(world.requests).toEqual([`GET /api/posts/${id}`]);
  });

  it('follows a same-site link in the body inside the portal', async () => {
    world = await newsWorld();
    const id = postId(world, 'Opening hours in winter');
    const { location } = world.renderAt(`/post/${id}/opening-hours-in-winter`, page);
    await userEvent.click(await screen.findByRole('link', { name: 'help pages' }));
    expect(location.history.at(-1)).toBe('/support/faq');
  });
});
