// Telling many members at once (server/notifications/notify-many.ts): every row in one transaction,
// each member told once on their own channel, and each member's mail, push and quiet hours kept as
// for one member (docs/spec.md §4 "Notification preferences and quiet hours").
import { describe, expect, it, vi } from 'vitest';
import { sql } from '../../../server/db/open.ts';
import type { Logger } from '../../../server/http/env.ts';
import { notifyAllAbout } from '../../../server/notifications/notify-many.ts';
import { createWorld, type World } from '../helpers.ts';

const NOTICE = { title: 'New post', description: 'The harvest is in.', class: 'fa fa-newspaper', status: 'info' };

const count = (w: World, table: string) => (sql(w.db, `SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

async function members(w: World, n: number) {
  return Promise.all(
    Array.from({ length: n }, (_, i) =>
      w.createUser({ name: `Member ${i}`, email: `m${i}@club.test`, language: i % 2 ? 'de' : 'en' }),
    ),
  );
}

describe('notifying many members at once', () => {
  it('writes every member’s notification in one transaction', async () => {
    const w = createWorld();
    const readers = await members(w, 40);
    const exec = vi.spyOn(w.db, 'exec');
    await notifyAllAbout(w.app.deps, readers, 'news', () => NOTICE);
    expect(exec.mock.calls.map(([statement]) => statement)).toEqual(['BEGIN IMMEDIATE', 'COMMIT']);
    expect(count(w, 'notifications')).toBe(40);
  });

  it('files each notification under its topic, for the bell’s category filter', async () => {
    const w = createWorld();
    const readers = await members(w, 3);
    await notifyAllAbout(w.app.deps, readers, 'news', () => NOTICE);
    const topics = sql(w.db, 'SELECT topic FROM notifications').all() as { topic: string | null }[];
    expect(topics.map((row) => row.topic)).toEqual(['news', 'news', 'news']);
    expect(w.broadcasts.map((b) => b.payload.topic)).toEqual(['news', 'news', 'news']);
  });

  it('stores none and tells no one when one member’s notification cannot be written', async () => {
    const w = createWorld();
    const readers = await members(w, 10);
    const failing = (member: { id: number }) => {
      if (member.id === readers[9]!.id) throw new Error('cannot word it');
      return NOTICE;
    };
    await expect(notifyAllAbout(w.app.deps, readers, 'news', failing)).rejects.toThrow('cannot word it');
    expect([count(w, 'notifications'), w.broadcasts.length, w.mails().length]).toEqual([0, 0, 0]);
  });

  it('tells each of N members once, on their own channel, in their own words, with the stored id', async () => {
    const w = createWorld();
    const readers = await members(w, 30);
    const rows = await notifyAllAbout(w.app.deps, readers, 'news', (member) => ({
      ...NOTICE,
      title: member.language === 'de' ? 'Neuer Beitrag' : 'New post',
    }));
    const stored = sql(w.db, 'SELECT id, notifiable_id FROM notifications ORDER BY notifiable_id').all() as {
      id: string;
      notifiable_id: number;
    }[];
    expect(stored.map((row) => row.notifiable_id)).toEqual(readers.map((reader) => reader.id).sort((a, b) => a - b));
    expect(rows.map((row) => row.id).sort()).toEqual(stored.map((row) => row.id).sort());
    for (const reader of readers) {
      const told = w.broadcasts.filter((b) => b.channels.includes(`private-App.Models.User.${reader.id}`));
      const row = stored.find((r) => r.notifiable_id === reader.id)!;
      expect(told.map((b) => [b.channels, b.payload.title, b.payload.id])).toEqual([
        [[`private-App.Models.User.${reader.id}`], reader.language === 'de' ? 'Neuer Beitrag' : 'New post', row.id],
      ]);
    }
  });

  it('mails each member who wants the topic by mail, and holds mail and push in quiet hours', async () => {
    const w = createWorld();
    const [mailed, noMail, quiet] = await members(w, 3);
    const now = '2026-01-01 10:00:00';
    sql(
      w.db,
      'INSERT INTO notification_preferences (user_id, topic, mail, push, updated_at) VALUES (?, ?, 0, 1, ?)',
    ).run(noMail!.id, 'news', now);
    sql(w.db, 'INSERT INTO notification_quiet_hours (user_id, starts, ends, updated_at) VALUES (?, ?, ?, ?)').run(
      quiet!.id,
      '22:00',
      '07:00',
      now,
    );
    w.clock.set('2026-01-10T22:30:00Z'); // 23:30 Berlin
    await notifyAllAbout(w.app.deps, [mailed!, noMail!, quiet!], 'news', () => NOTICE);
    expect(w.mails().map((mail) => [mail.to_address, mail.meta.kind])).toEqual([[mailed!.email, 'topic-news']]);
    expect(sql(w.db, 'SELECT user_id FROM held_mail').all()).toEqual([{ user_id: quiet!.id }]);
    expect(sql(w.db, 'SELECT user_id, topic FROM held_push').all()).toEqual([{ user_id: quiet!.id, topic: 'news' }]);
    expect(count(w, 'notifications')).toBe(3);
  });

  it('keeps the rows and logs when the realtime server cannot be reached', async () => {
    const w = createWorld();
    const readers = await members(w, 5);
    const warnings: string[] = [];
    const log: Logger = { info: () => {}, error: () => {}, warn: (message) => void warnings.push(message) };
    const down = { broadcast: () => Promise.reject(new Error('server down')) };
    await notifyAllAbout({ ...w.app.deps, broadcaster: down, log }, readers, 'news', () => NOTICE);
    expect(count(w, 'notifications')).toBe(5);
    expect(warnings).toEqual(['Notifications stored but not broadcast']);
    expect(w.mails()).toHaveLength(5);
  });
});
