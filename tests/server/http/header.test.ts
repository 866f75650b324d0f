// GET user/header (server/http/header.ts): every module's part read in ONE statement.
import { describe, expect, it } from 'vitest';
import { toTimestamp } from '../../../server/clock.ts';
import { insertTermsDocument } from '../../../server/auth/repository-terms.ts';
import { notify } from '../../../server/notifications/notify.ts';
import { createWorld } from '../helpers.ts';

describe('GET user/header', () => {
  it('reads the counts and term updates of every module in one database statement.', async () => {
    const w = createWorld({ env: { FEATURE_CHAT: 'true', FEATURE_TICKETS: 'true' } });
    const token = w.tokenFor(await w.createUser());
    const prepared: string[] = [];
    const prepare = w.db.prepare.bind(w.db);
    w.db.prepare = ((text: string) => (prepared.push(text), prepare(text))) as typeof w.db.prepare;
    const res = await w.call('GET', '/api/user/header', { token });
    expect(res.status).toBe(200);
    const reading = prepared.filter((text) =>
      /notifications|terms_documents|support_tickets|conversation_user/.test(text),
    );
    expect(reading).toHaveLength(1);
    for (const table of ['notifications', 'terms_documents', 'support_tickets', 'conversation_user'])
      expect(reading[0]).toContain(table);
  });

  it('counts a notification stored after the last header at once (the header is kept only until a write).', async () => {
    const w = createWorld();
    const user = await w.createUser();
    const token = w.tokenFor(user);
    const before = await w.call('GET', '/api/user/header', { token });
    await notify(w.app.deps, user, {
      title: 'Hello',
      description: 'Kept no longer than this.',
      class: 'fa fa-bell',
      status: 'info',
    });
    const after = await w.call('GET', '/api/user/header', { token });
    expect(
      (after.body as { notifications: { notifications: { unread_count: number } } }).notifications.notifications
        .unread_count,
    ).toBe(
      (before.body as { notifications: { notifications: { unread_count: number } } }).notifications.notifications
        .unread_count + 1,
    );
  });

  it('lists a terms document published later once its published_at passes, with no write in between.', async () => {
    const w = createWorld();
    const user = await w.createUser();
    const token = w.tokenFor(user);
    const at = new Date(w.clock.now().getTime() + 30_000);
    insertTermsDocument(w.db, {
      name: 'privacy',
      version: 9,
      url: 'https://club.example/privacy-v9',
      published_at: toTimestamp(at),
      created_at: toTimestamp(w.clock.now()),
    });
    const early = await w.call('GET', '/api/user/header', { token });
    expect((early.body as { term_updates: unknown[] }).term_updates).toEqual([]);
    w.clock.advance(30_000); // under a minute: the token's last_used_at stays, no write in between
    const due = await w.call('GET', '/api/user/header', { token });
    expect((due.body as { term_updates: unknown[] }).term_updates).toEqual([
      { name: 'privacy', url: 'https://club.example/privacy-v9' },
    ]);
  });
});
