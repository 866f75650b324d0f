// Mail about a notification topic, held by quiet hours (server/notifications/deliver.ts; docs/spec.md
// §4 "Notification preferences and quiet hours"), on the test clock.
import { describe, expect, it } from 'vitest';
import { notifyAbout, releaseHeldMail } from '../../../server/notifications/deliver.ts';
import { payoutAccountAdded } from '../../../server/modules/wallet/payout-alerts.ts';
import { signedInMember } from '../modules/settings/settings-helpers.ts';

const FEE_NOTICE = {
  title: 'Membership fee not paid',
  description: 'Please top up.',
  class: 'fa fa-wallet',
  status: 'warning',
};

/** A member with quiet hours 22:00-07:00 Berlin, at 23:30 Berlin on a winter night. */
async function memberInQuietHours() {
  const m = await signedInMember({ email: 'mia@club.test', name: 'Mia' });
  const res = await m.as('PUT', '/api/user/settings/quiet-hours', { starts: '22:00', ends: '07:00' });
  expect(res.body).toEqual({ starts: '22:00', ends: '07:00' });
  m.w.clock.set('2026-01-10T22:30:00Z');
  return m;
}

const topicMails = (m: Awaited<ReturnType<typeof memberInQuietHours>>) =>
  m.w.mails('mia@club.test').filter((mail) => String(mail.meta.kind).startsWith('topic-'));

describe('quiet hours', () => {
  it('hold a topic’s mail until they end, while the in-portal notification arrives at once', async () => {
    const m = await memberInQuietHours();
    await notifyAbout(m.w.app.deps, m.user, 'wallet', FEE_NOTICE);
    const unread = await m.w.call('GET', '/api/user/notifications/unread', { token: m.w.tokenFor(m.user) });
    expect(unread.body.total).toBe(1);
    expect(topicMails(m)).toEqual([]);

    m.w.clock.set('2026-01-11T05:59:00Z'); // 06:59 Berlin: still quiet
    expect(await releaseHeldMail(m.w.app.deps)).toBe(0);
    m.w.clock.set('2026-01-11T06:00:00Z'); // 07:00 Berlin
    expect(await releaseHeldMail(m.w.app.deps)).toBe(1);
    expect(topicMails(m).map((mail) => mail.subject)).toEqual(['Test Club: Your wallet changed.']);
    expect(await releaseHeldMail(m.w.app.deps)).toBe(0); // sent once
  });

  it('let a security mail go out during them', async () => {
    const m = await memberInQuietHours();
    await payoutAccountAdded(m.w.app.deps, m.user.id, 'DE89370400440532013000');
    expect(m.w.mails('mia@club.test').map((mail) => mail.meta.kind)).toContain('payout-account-added');
  });

  it('send a topic’s mail at once outside them', async () => {
    const m = await memberInQuietHours();
    m.w.clock.set('2026-01-11T12:00:00Z');
    await notifyAbout(m.w.app.deps, m.user, 'support', FEE_NOTICE);
    expect(topicMails(m).map((mail) => mail.meta.kind)).toEqual(['topic-support']);
  });
});

describe('mail about a topic', () => {
  it('goes out only when the member wants that topic by mail', async () => {
    const m = await signedInMember({ email: 'mia@club.test' });
    const off = { mail: false, push: true };
    expect((await m.as('PUT', '/api/user/settings/notifications', { preferences: { growing: off } })).status).toBe(200);
    await notifyAbout(m.w.app.deps, m.user, 'growing', FEE_NOTICE);
    await notifyAbout(m.w.app.deps, m.user, 'announcements', FEE_NOTICE);
    expect(m.w.mails('mia@club.test').map((mail) => mail.meta.kind)).toEqual(['topic-announcements']);
  });

  it('names the topic only: none of the notification’s own text', async () => {
    const m = await signedInMember({ email: 'mia@club.test', language: 'de' });
    await notifyAbout(m.w.app.deps, m.user, 'wallet', { ...FEE_NOTICE, description: 'Du hast 12,50 € erhalten.' });
    const [mail] = m.w.mails('mia@club.test');
    expect(mail!.subject).toBe('Test Club: In deiner Wallet hat sich etwas geändert.');
    expect(mail!.text_body).not.toContain('12,50');
    expect(mail!.text_body).not.toContain(FEE_NOTICE.title);
  });
});

describe('PUT user/settings/quiet-hours', () => {
  it('takes both times or neither, as HH:MM', async () => {
    const m = await signedInMember();
    const bad = await m.as('PUT', '/api/user/settings/quiet-hours', { starts: '25:00', ends: '07:00' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ starts: ['The start of the quiet hours must be a time of day (HH:MM).'] });
    const half = await m.as('PUT', '/api/user/settings/quiet-hours', { starts: '22:00', ends: null });
    expect(half.body.errors).toEqual({
      ends: ['The end of the quiet hours field is required when start of the quiet hours is present.'],
    });
    expect((await m.as('GET', '/api/user/settings/quiet-hours')).body).toEqual({ starts: null, ends: null });
    await m.as('PUT', '/api/user/settings/quiet-hours', { starts: '22:00', ends: '07:00' });
    const cleared = await m.as('PUT', '/api/user/settings/quiet-hours', { starts: null, ends: null });
    expect(cleared.body).toEqual({ starts: null, ends: null });
  });
});
