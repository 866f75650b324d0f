// Chat is no member directory: a conversation starts only with a verified
// member the club lets you reach, and "no such member" and "not reachable" answer alike.
import { describe, expect, it } from 'vitest';
import { grantPermission } from '../../../../server/auth/repository-users.ts';
import { createConversation, insertMessage } from '../../../../server/modules/chat/repository.ts';
import { createWorld } from '../../helpers.ts';

const start = (w: ReturnType<typeof createWorld>, token: string, to: Record<string, unknown>) =>
  w.call('POST', '/api/chat/conversations', { token, body: { ...to, body: 'Hello' } });

async function club() {
  const w = createWorld({ env: { FEATURE_CHAT: 'true' } });
  const ada = await w.createUser({ name: 'Ada', email: 'ada@club.test' });
  const bob = await w.createUser({ name: 'Bob', email: 'bob@club.test', sponsor_id: ada.id });
  const stranger = await w.createUser({ name: 'Stella Stranger', email: 'stella@club.test' });
  const fresh = await w.createUser({ name: 'Fresh', email: 'fresh@club.test', email_verified_at: null });
  return { w, ada, bob, stranger, fresh };
}

describe('whom a chat may start with', () => {
  it('answers a member outside your reach exactly like one who does not exist, by id and by email', async () => {
    const { w, stranger, fresh } = await club();
    const token = w.tokenFor(fresh);
    const unreachable = await start(w, token, { member_id: stranger.id });
    const missing = await start(w, token, { member_id: 999_999 });
    expect(unreachable.status).toBe(422);
    expect([unreachable.status, unreachable.text]).toEqual([missing.status, missing.text]);
    const byEmail = await start(w, token, { email: 'stella@club.test' });
    expect([byEmail.status, byEmail.text]).toEqual([422, (await start(w, token, { email: 'nobody@club.test' })).text]);
    expect(byEmail.text).not.toContain('Stella');
  });

  it('lets a member reach their team: their sponsor and whom they sponsored', async () => {
    const { w, ada, bob } = await club();
    expect((await start(w, w.tokenFor(bob), { member_id: ada.id })).status).toBe(201);
    expect((await start(w, w.tokenFor(ada), { email: 'bob@club.test' })).status).toBe(201);
  });

  it('lets anyone reach staff, and reach a member who wrote to them first', async () => {
    const { w, ada, stranger } = await club();
    grantPermission(w.db, stranger.id, 'ghost-mode', '2026-01-01T10:00:00.000000Z');
    expect((await start(w, w.tokenFor(ada), { member_id: stranger.id })).status).toBe(201);
    const otto = await w.createUser({ name: 'Otto', email: 'otto@club.test' });
    expect((await start(w, w.tokenFor(otto), { member_id: ada.id })).status).toBe(422);
    // Ada wrote to Otto (in a group conversation the club set up): now Otto may answer her directly.
    const group = createConversation(w.db, [ada.id, otto.id, stranger.id], '2026-01-01T10:00:00.000000Z');
    insertMessage(w.db, {
      conversation_id: group.id,
      sender_id: ada.id,
      body: 'Welcome',
      created_at: '2026-01-01T10:00:00.000000Z',
    });
    expect((await start(w, w.tokenFor(otto), { member_id: ada.id })).status).toBe(201);
  });

  it('does not let anyone reach a member whose email is not verified', async () => {
    const { w, ada } = await club();
    const unverified = await w.createUser({
      name: 'New',
      email: 'new@club.test',
      sponsor_id: ada.id,
      email_verified_at: null,
    });
    expect((await start(w, w.tokenFor(ada), { member_id: unverified.id })).status).toBe(422);
  });
});
