// Scheduled posts are announced when their time comes (server/modules/news/announce.ts): PostPublished
// on the public `news` channel and a notification per reader, exactly once, by the server's sweep
// (server/jobs.ts), which also runs at start so a restart catches up.
import { describe, expect, it, vi } from 'vitest';
import { NEWS_CHANNEL, POST_PUBLISHED_EVENT } from '../../../../src/shared/contract/realtime-events.ts';
import { toTimestamp } from '../../../../server/clock.ts';
import { sql } from '../../../../server/db/open.ts';
import { startJobs, type JobTimers } from '../../../../server/jobs.ts';
import { announceDuePosts } from '../../../../server/modules/news/announce.ts';
import { insertPost } from '../../../../server/modules/news/repository.ts';
import { seedNews } from '../../../../server/modules/news/seed.ts';
import { createWorld, type World } from '../../helpers.ts';

function schedule(w: World, title: string, publishedAt: string) {
  return insertPost(
    w.db,
    {
      title,
      vanity_url: title.toLowerCase().replace(/\W+/g, '-'),
      excerpt: 'Soon',
      body_html: '<p>Soon</p>',
      image_url: null,
      author: 'Club team',
      published_at: publishedAt,
    },
    toTimestamp(w.clock.now()),
  );
}

const announcements = (w: World) =>
  w.broadcasts.filter((b) => b.channels[0] === NEWS_CHANNEL && b.event === POST_PUBLISHED_EVENT);

/** Timers the test fires by hand: `fire()` runs every interval once. */
function handTimers() {
  const handlers = new Map<number, () => void>();
  let next = 0;
  const timers: JobTimers = {
    setInterval: (handler) => {
      handlers.set(++next, handler);
      return next;
    },
    clearInterval: (id) => void handlers.delete(id as number),
  };
  return { timers, fire: () => handlers.forEach((handler) => handler()), count: () => handlers.size };
}

describe('announcing scheduled posts', () => {
  it('announces a scheduled post once its time has come: PostPublished on news and a notification per reader', async () => {
    const w = createWorld();
    const german = await w.createUser({ language: 'de' });
    const post = schedule(w, 'Summer fest', '2026-01-01T12:00:00.000000Z');
    await announceDuePosts(w.app.deps);
    expect(announcements(w)).toEqual([]);
    w.clock.set('2026-01-01T12:00:00Z');
    await announceDuePosts(w.app.deps);
    expect(announcements(w).map((b) => b.payload)).toEqual([{ id: post.id }]);
    const notification = w.broadcasts.find((b) => b.channels[0] === `private-App.Models.User.${german.id}`);
    expect(notification?.payload.title).toBe('Neuer Beitrag: Summer fest');
  });

  it("links each reader's notification to the post in the portal (docs/spec.md §4)", async () => {
    const w = createWorld();
    const reader = await w.createUser();
    const post = schedule(w, 'Summer fest', '2026-01-01T09:00:00.000000Z');
    await announceDuePosts(w.app.deps);
    const notification = w.broadcasts.find((b) => b.channels[0] === `private-App.Models.User.${reader.id}`);
    expect(notification?.payload.url).toBe(`/post/${post.id}/${post.vanity_url}`);
  });

  it('tells each of its readers once, every notification written in one transaction', async () => {
    const w = createWorld();
    const readers = await Promise.all(Array.from({ length: 30 }, () => w.createUser()));
    schedule(w, 'All of you', '2026-01-01T09:00:00.000000Z');
    const exec = vi.spyOn(w.db, 'exec');
    await announceDuePosts(w.app.deps);
    expect(exec.mock.calls.filter(([statement]) => statement === 'BEGIN IMMEDIATE')).toHaveLength(1);
    const told = w.broadcasts.filter((b) => b.channels[0]!.startsWith('private-')).map((b) => b.channels[0]);
    expect(told.sort()).toEqual(readers.map((reader) => `private-App.Models.User.${reader.id}`).sort());
    expect(sql(w.db, 'SELECT COUNT(*) AS n FROM notifications').get()).toEqual({ n: 30 });
  });

  it('announces it exactly once, however many sweeps run at the same time or later', async () => {
    const w = createWorld();
    await w.createUser();
    schedule(w, 'Once', '2026-01-01T09:00:00.000000Z'); // due already: the world's clock says 10:00
    await Promise.all(Array.from({ length: 8 }, () => announceDuePosts(w.app.deps)));
    await announceDuePosts(w.app.deps);
    expect(announcements(w)).toHaveLength(1);
    expect(w.broadcasts.filter((b) => b.channels[0]!.startsWith('private-'))).toHaveLength(1);
  });

  it('gives a post back when its announcement could not be sent, so the next sweep sends it', async () => {
    const w = createWorld();
    schedule(w, 'Retry', '2026-01-01T09:00:00.000000Z');
    const broadcaster = w.app.deps.broadcaster;
    const down = { ...w.app.deps, broadcaster: { broadcast: () => Promise.reject(new Error('server down')) } };
    await expect(announceDuePosts(down)).rejects.toThrow('server down');
    await announceDuePosts({ ...w.app.deps, broadcaster });
    expect(announcements(w)).toHaveLength(1);
  });

  it("never announces the demo seed's history", async () => {
    const w = createWorld();
    seedNews(w.app.deps);
    await announceDuePosts(w.app.deps);
    expect(announcements(w)).toEqual([]);
  });
});

describe("the server's sweep", () => {
  it('runs at start, so a post that fell due while the server was down is announced after a restart', async () => {
    const w = createWorld();
    const post = schedule(w, 'While down', '2026-01-01T09:30:00.000000Z');
    const { timers } = handTimers();
    const stop = startJobs(w.app.deps, timers);
    await vi.waitFor(() => expect(announcements(w).map((b) => b.payload)).toEqual([{ id: post.id }]));
    stop();
  });

  it('announces a post on the first run after its time comes, and stops with the server', async () => {
    const w = createWorld();
    const post = schedule(w, 'Tonight', '2026-01-01T18:00:00.000000Z');
    const { timers, fire, count } = handTimers();
    const stop = startJobs(w.app.deps, timers);
    fire();
    await new Promise((resolve) => setImmediate(resolve));
    expect(announcements(w)).toEqual([]);
    w.clock.set('2026-01-01T18:00:01Z');
    fire();
    await vi.waitFor(() => expect(announcements(w).map((b) => b.payload)).toEqual([{ id: post.id }]));
    stop();
    expect(count()).toBe(0);
  });
});
