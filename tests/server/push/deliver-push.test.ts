// Web push end to end on loopback (docs/spec.md §4 "Web push"): the server's messages are encrypted
// to the browser's keys (RFC 8291) and signed with its VAPID key (RFC 8292); the push service in
// tests/server/push/loopback-push-service.ts checks and decrypts them.
import { afterEach, describe, expect, it } from 'vitest';
import { notifyAbout } from '../../../server/notifications/deliver.ts';
import { releaseHeldPush } from '../../../server/push/deliver-push.ts';
import { payoutAccountAdded } from '../../../server/modules/wallet/payout-alerts.ts';
import { sql } from '../../../server/db/open.ts';
import { signedInMember, type Member } from '../modules/settings/settings-helpers.ts';
import { startPushService } from './loopback-push-service.ts';

const FEE_NOTICE = {
  title: 'Membership fee: 12,50 € for 25 g',
  description: 'You received 12,50 €; 25 g of your quota left.',
  class: 'fa fa-wallet',
  status: 'warning',
};

let service: Awaited<ReturnType<typeof startPushService>> | null = null;
afterEach(async () => {
  await service?.close();
  service = null;
});

async function subscribedMember(fields: Parameters<typeof signedInMember>[0] = {}) {
  service = await startPushService();
  const m = await signedInMember({ email: 'mia@club.test', name: 'Mia', ...fields });
  const subscription = service.subscribe();
  const res = await m.as('POST', '/api/user/settings/push', subscription);
  expect(res.status).toBe(200);
  expect(res.body.subscriptions).toBe(1);
  return { m, service, subscription, publicKey: res.body.public_key as string };
}

const subscriptionCount = (m: Member) =>
  (sql(m.w.db, 'SELECT COUNT(*) AS n FROM push_subscriptions WHERE user_id = ?').get(m.user.id) as { n: number }).n;

describe('a push about a topic', () => {
  it('reaches the browser encrypted and signed, and decrypts to the topic’s line only', async () => {
    const { m, service, publicKey } = await subscribedMember();
    await notifyAbout(m.w.app.deps, m.user, 'wallet', FEE_NOTICE);
    expect(service.failures).toEqual([]);
    expect(service.received.map((push) => push.message)).toEqual([
      {
        title: 'Your wallet changed.',
        body: 'Sign in to the portal to see it.',
        url: '/notifications',
        topic: 'wallet',
      },
    ]);
    const [push] = service.received;
    expect(push!.contentEncoding).toBe('aes128gcm');
    expect(push!.vapid.aud).toBe(service.origin);
    expect(push!.vapid.k).toBe(publicKey);
    expect(push!.vapid.sub).toBe('mailto:hello@club.test');
  });

  it('carries no amount, gram figure, quota or text of the notification', async () => {
    const { m, service } = await subscribedMember();
    await notifyAbout(m.w.app.deps, m.user, 'wallet', FEE_NOTICE);
    const sent = JSON.stringify(service.received.map((push) => push.message));
    for (const secret of ['12,50', '25 g', 'quota', 'Membership fee', FEE_NOTICE.description])
      expect(sent).not.toContain(secret);
  });

  it('is worded in the member’s language', async () => {
    const { m, service } = await subscribedMember({ language: 'de' });
    await notifyAbout(m.w.app.deps, m.user, 'chat', FEE_NOTICE);
    expect(service.received.map((push) => push.message.title)).toEqual(['Neue Nachricht vom Club.']);
  });

  it('goes out only when the member wants the topic by push', async () => {
    const { m, service } = await subscribedMember();
    const off = { mail: true, push: false };
    expect((await m.as('PUT', '/api/user/settings/notifications', { preferences: { news: off } })).status).toBe(200);
    await notifyAbout(m.w.app.deps, m.user, 'news', FEE_NOTICE);
    await notifyAbout(m.w.app.deps, m.user, 'support', FEE_NOTICE);
    expect(service.received.map((push) => push.message.topic)).toEqual(['support']);
  });
});

describe('quiet hours', () => {
  it('hold a push until they end (Berlin time), and send it once', async () => {
    const { m, service } = await subscribedMember();
    expect((await m.as('PUT', '/api/user/settings/quiet-hours', { starts: '22:00', ends: '07:00' })).status).toBe(200);
    m.w.clock.set('2026-01-10T22:30:00Z'); // 23:30 Berlin
    await notifyAbout(m.w.app.deps, m.user, 'growing', FEE_NOTICE);
    expect(service.received).toEqual([]);

    m.w.clock.set('2026-01-11T05:59:00Z'); // 06:59 Berlin: still quiet
    expect(await releaseHeldPush(m.w.app.deps)).toBe(0);
    expect(service.received).toEqual([]);
    m.w.clock.set('2026-01-11T06:00:00Z'); // 07:00 Berlin
    expect(await releaseHeldPush(m.w.app.deps)).toBe(1);
    expect(service.received.map((push) => push.message.topic)).toEqual(['growing']);
    expect(await releaseHeldPush(m.w.app.deps)).toBe(0);
  });

  it('let a security mail go out during them while the push waits', async () => {
    const { m, service } = await subscribedMember();
    await m.as('PUT', '/api/user/settings/quiet-hours', { starts: '22:00', ends: '07:00' });
    m.w.clock.set('2026-01-10T22:30:00Z');
    await notifyAbout(m.w.app.deps, m.user, 'wallet', FEE_NOTICE);
    await payoutAccountAdded(m.w.app.deps, m.user.id, 'DE89370400440532013000');
    expect(m.w.mails('mia@club.test').map((mail) => mail.meta.kind)).toEqual(['payout-account-added']);
    expect(service.received).toEqual([]);
  });
});

describe('a subscription the push service reports gone', () => {
  it('is deleted on 410 Gone', async () => {
    const { m, service } = await subscribedMember();
    service.answerWith(410);
    await notifyAbout(m.w.app.deps, m.user, 'news', FEE_NOTICE);
    expect(service.received).toHaveLength(1);
    expect(subscriptionCount(m)).toBe(0);
  });

  it('is deleted on 404 Not Found', async () => {
    const { m, service } = await subscribedMember();
    service.answerWith(404);
    await notifyAbout(m.w.app.deps, m.user, 'news', FEE_NOTICE);
    expect(subscriptionCount(m)).toBe(0);
  });

  it('is kept when the push service fails for a while (500)', async () => {
    const { m, service } = await subscribedMember();
    service.answerWith(500);
    await notifyAbout(m.w.app.deps, m.user, 'news', FEE_NOTICE);
    expect(subscriptionCount(m)).toBe(1);
  });
});
