// The demo data a first-day walk sees: a seeded notification names a ticket the
// demo member really has, and the seeded posts show no stray form text and no dead link.
import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../../server/db/seed.ts';
import { findUserByEmail } from '../../server/auth/repository-users.ts';
import { createWorld } from './helpers.ts';

async function seeded() {
  const w = createWorld();
  await seedDatabase(w.app.deps);
  const token = w.tokenFor(findUserByEmail(w.db, 'demo@club.test')!);
  const get = async (path: string) => (await w.call('GET', path, { token })).body;
  return { get };
}

describe('demo data', () => {
  it('names in its notifications only tickets demo@club.test has', async () => {
    const { get } = await seeded();
    const notifications = [
      ...(await get('/api/user/notifications/unread')).data,
      ...(await get('/api/user/notifications/read')).data,
    ];
    const subjects = (await get('/api/support/tickets')).data.map((ticket: { subject: string }) => ticket.subject);
    const mentions = notifications
      .map((n: { data: { description: string } }) => n.data.description)
      .filter((text: string) => /your ticket/i.test(text)); // support tickets, not event tickets
    expect(mentions.length).toBeGreaterThan(0);
    for (const text of mentions) {
      expect(text).not.toMatch(/#\d+/);
      expect(subjects.some((subject: string) => text.includes(subject))).toBe(true);
    }
  });

  it('shows no stray form text and no dead link in the seeded posts', async () => {
    const { get } = await seeded();
    const posts = (await get('/api/posts')).data as { id: number }[];
    expect(posts.length).toBeGreaterThan(0);
    for (const { id } of posts) {
      const post = await get(`/api/posts/${id}`);
      const body = JSON.stringify(post).replace(/\\"/g, '"');
      expect(body).not.toMatch(/<form|<button|>\s*Send\s*(<|$|")/);
      expect(body).not.toMatch(/<a(?![^>]*\shref=)[^>]*>/);
    }
  });
});
