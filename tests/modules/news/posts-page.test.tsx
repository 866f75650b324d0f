// The Posts page (News:Posts) against the real server: newest first, paging through ?page=,
// loading, empty and error states.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import PostsPage from '../../../src/modules/news/pages/posts-page.tsx';
import { newsWorld, type NewsWorld } from './world.tsx';

/** The page also listens for live cues; the realtime connection reads GET config for that. */
const withoutConfig = (requests: string[]) => requests.filter((r) => r !== 'GET /api/config');

let world: NewsWorld | null = null;
afterEach(() => {
  cleanup();
  world?.teardown();
  world = null;
});

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('Posts page', () => {
  it('lists the six newest posts with their date and author, newest first', async () => {
    world = await newsWorld();
    world.renderAt('/posts', <PostsPage />);
    await screen.findByText('Opening hours in winter');
    expect(titles()).toEqual([
      'Opening hours in winter',
      'Summer meetup: registration open',
      'New photo gallery',
      'Annual general meeting',
      'Portal update: notifications',
      'Volunteers wanted',
    ]);
    const first = screen.getAllByRole('article')[0]!;
    expect(within(first).getByRole('link', { name: 'Opening hours in winter' }).getAttribute('href')).toBe(
      '/post/9/opening-hours-in-winter',
    );
    expect(within(first).getByText(/Dec 31, 2025/)).toBeVisible();
    expect(within(first).getByText(/by Club team/)).toBeVisible();
    expect(withoutConfig(world.requests)).toEqual(['GET /api/posts?page=1']);
  });

  it('shows a loading state until the posts arrive', async () => {
    world = await newsWorld();
    world.renderAt('/posts', <PostsPage />);
    expect(screen.getByRole('status').textContent).toBe('Loading the news…');
    await screen.findByText('Opening hours in winter');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('pages to the rest through Next and back through Previous', async () => {
    world = await newsWorld();
    const { location } = world.renderAt('/posts', <PostsPage />);
    await screen.findByText('Opening hours in winter');
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByText('Page 1 of 2')).toBeVisible();
    await userEvent.click(within(pager).getByRole('link', { name: 'Next page' }));
    await screen.findByText('Welcome to the new portal');
    expect(titles()).toEqual(['Membership fees 2026', 'Welcome to the new portal']);
    expect(location.history.at(-1)).toBe('/posts?page=2');
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).getByText('Page 2 of 2')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Previous page' }));
    await screen.findByText('Opening hours in winter');
    expect(withoutConfig(world.requests)).toEqual([
      'GET /api/posts?page=1',
      'GET /api/posts?page=2',
      'GET /api/posts?page=1',
    ]);
  });

  it('opens the page named in the address', async () => {
    world = await newsWorld();
    world.renderAt('/posts?page=2', <PostsPage />);
    await screen.findByText('Membership fees 2026');
    expect(withoutConfig(world.requests)).toEqual(['GET /api/posts?page=2']);
  });

  it('says so when there is no news', async () => {
    world = await newsWorld({ seed: false });
    world.renderAt('/posts', <PostsPage />);
    expect(await screen.findByText('There is no news yet.')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('says a page past the last one is empty and links to page 1, instead of "no news"', async () => {
    world = await newsWorld();
    world.renderAt('/posts?page=99', <PostsPage />);
    expect(await screen.findByText(/This page is empty\./)).toBeVisible();
    expect(screen.queryByText('There is no news yet.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to page 1' }).getAttribute('href')).toBe('/posts');
  });

  it('shows an error with a retry that loads the posts', async () => {
    world = await newsWorld();
    world.setOffline(true);
    world.renderAt('/posts', <PostsPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('The news could not be loaded.');
    world.setOffline(false);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Opening hours in winter');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
