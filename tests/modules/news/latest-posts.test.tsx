// $latestPosts (shared by the dashboard card and the news-feed widget) and the 'Latest posts'
// dashboard card, against the real server.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cleanStores, STORE_UNMOUNT_DELAY } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import LatestPostsCard from '../../../src/modules/news/components/latest-posts-card.tsx';
import { $latestPosts, LATEST_POSTS, resetLatestPosts } from '../../../src/modules/news/store/latest-posts.ts';
import { newsWorld, type NewsWorld } from './world.tsx';

let world: NewsWorld | null = null;
afterEach(() => {
  cleanup();
  cleanStores($latestPosts);
  resetLatestPosts();
  world?.teardown();
  world = null;
});

async function settled() {
  for (let i = 0; i < 20 && $latestPosts.get().status === 'loading'; i++) await new Promise((r) => setTimeout(r, 0));
}

describe('$latestPosts', () => {
  it('loads the first page of posts, newest first, when its first listener arrives (the card shows three)', async () => {
    world = await newsWorld();
    expect(world.requests).toEqual([]);
    const unbind = $latestPosts.listen(() => {});
    await settled();
    expect(LATEST_POSTS).toBe(3);
    expect($latestPosts.get()).toMatchObject({ status: 'ready', error: null });
    expect(
      $latestPosts
        .get()
        .data!.slice(0, LATEST_POSTS)
        .map((p) => p.title),
    ).toEqual(['Opening hours in winter', 'Summer meetup: registration open', 'New photo gallery']);
    // beside GET config, which the realtime connection for the PostPublished cue reads
    expect(world.requests.filter((request) => request !== 'GET /api/config')).toEqual(['GET /api/posts?page=1']);
    unbind();
  });

  it('keeps its posts for later listeners instead of asking again', async () => {
    world = await newsWorld();
    const first = $latestPosts.listen(() => {});
    await settled();
    first();
    await new Promise((r) => setTimeout(r, STORE_UNMOUNT_DELAY + 50)); // the store is unmounted in between
    const second = $latestPosts.listen(() => {});
    await settled();
    expect(world.requests.filter((request) => request !== 'GET /api/config')).toEqual(['GET /api/posts?page=1']);
    second();
  });

  it('tries again when a listener arrives after a failure', async () => {
    world = await newsWorld();
    world.setOffline(true);
    const first = $latestPosts.listen(() => {});
    await settled();
    expect($latestPosts.get().status).toBe('failed');
    first();
    await new Promise((r) => setTimeout(r, STORE_UNMOUNT_DELAY + 50));
    world.setOffline(false);
    const second = $latestPosts.listen(() => {});
    await settled();
    expect($latestPosts.get().status).toBe('ready');
    second();
  });
});

describe('Latest posts card', () => {
  it('lists the three newest posts with their dates and links to all news', async () => {
    world = await newsWorld();
    world.renderAt('/dashboard', <LatestPostsCard />);
    const card = screen.getByRole('region', { name: 'Latest posts' });
    await within(card).findByRole('link', { name: 'Opening hours in winter' });
    const links = within(card).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Opening hours in winter', '/post/9/opening-hours-in-winter'],
      ['Summer meetup: registration open', '/post/8/summer-meetup-registration-open'],
      ['New photo gallery', '/post/7/new-photo-gallery'],
      ['All news', '/posts'],
    ]);
    expect(within(card).getByText('Dec 31, 2025')).toBeVisible();
  });

  it('navigates to a post inside the portal', async () => {
    world = await newsWorld();
    const { location } = world.renderAt('/dashboard', <LatestPostsCard />);
    await userEvent.click(await screen.findByRole('link', { name: 'New photo gallery' }));
    expect(location.history.at(-1)).toBe('/post/7/new-photo-gallery');
  });

  it('says so when there is no news', async () => {
    world = await newsWorld({ seed: false });
    world.renderAt('/dashboard', <LatestPostsCard />);
    expect(await screen.findByText('There is no news yet.')).toBeVisible();
  });

  it('shows an error with a retry', async () => {
    world = await newsWorld();
    world.setOffline(true);
    world.renderAt('/dashboard', <LatestPostsCard />);
    expect((await screen.findByRole('alert')).textContent).toContain('The latest posts could not be loaded.');
    world.setOffline(false);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Opening hours in winter' })).toBeVisible();
  });
});
