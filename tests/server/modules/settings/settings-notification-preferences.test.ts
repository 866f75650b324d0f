// Settings: notification preferences (server/modules/settings/routes-notification-preferences.ts).
import { describe, expect, it } from 'vitest';
import { createWorld } from '../../helpers.ts';
import { ghostTokenFor, signedInMember } from './settings-helpers.ts';

const allOn = {
  news: { mail: true, push: true },
  announcements: { mail: true, push: true },
  wallet: { mail: true, push: true },
  appointments: { mail: true, push: true },
  growing: { mail: true, push: true },
  support: { mail: true, push: true },
  chat: { mail: true, push: true },
};

describe('GET user/settings/notifications', () => {
  it('answers every topic with mail and push on until the member chooses', async () => {
    const m = await signedInMember();
    const res = await m.as('GET', '/api/user/settings/notifications');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ preferences: allOn });
  });

  it('answers 401 without a token', async () => {
    expect((await createWorld().call('GET', '/api/user/settings/notifications')).status).toBe(401);
  });
});

describe('PUT user/settings/notifications', () => {
  it('saves the named topics and answers every topic', async () => {
    const m = await signedInMember();
    const res = await m.as('PUT', '/api/user/settings/notifications', {
      preferences: { news: { mail: false, push: true }, chat: { mail: false, push: false } },
    });
    expect(res.status).toBe(200);
    const expected = { ...allOn, news: { mail: false, push: true }, chat: { mail: false, push: false } };
    expect(res.body).toEqual({ preferences: expected });
    expect((await m.as('GET', '/api/user/settings/notifications')).body).toEqual({ preferences: expected });
  });

  it("does not touch another member's preferences", async () => {
    const m = await signedInMember();
    const other = await signedInMember({}, m.w);
    await m.as('PUT', '/api/user/settings/notifications', { preferences: { wallet: { mail: false, push: false } } });
    expect((await other.as('GET', '/api/user/settings/notifications')).body).toEqual({ preferences: allOn });
  });

  it('answers 422 on preferences.<topic> for an unknown topic and saves nothing', async () => {
    const m = await signedInMember();
    const res = await m.as('PUT', '/api/user/settings/notifications', {
      preferences: { news: { mail: false, push: false }, lottery: { mail: true, push: true } },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'preferences.lottery': ['The selected preferences.lottery is invalid.'] });
    expect((await m.as('GET', '/api/user/settings/notifications')).body).toEqual({ preferences: allOn });
  });

  it('answers 422 on the dotted key for a missing, non-boolean or unknown channel', async () => {
    const m = await signedInMember();
    const res = await m.as('PUT', '/api/user/settings/notifications', {
      preferences: { news: { mail: 'yes' }, wallet: { mail: true, push: false, sms: true } },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'preferences.news.mail': ['The preferences.news.mail field must be true or false.'],
      'preferences.news.push': ['The preferences.news.push field is required.'],
      'preferences.wallet.sms': ['The selected preferences.wallet.sms is invalid.'],
    });
  });

  it('answers 422 when preferences is missing or not an object', async () => {
    const m = await signedInMember();
    expect((await m.as('PUT', '/api/user/settings/notifications', {})).body.errors).toEqual({
      preferences: ['The preferences field is required.'],
    });
    expect((await m.as('PUT', '/api/user/settings/notifications', { preferences: [true] })).body.errors).toEqual({
      preferences: ['The preferences field must be an array.'],
    });
    expect(
      (await m.as('PUT', '/api/user/settings/notifications', { preferences: { news: 'off' } })).body.errors,
    ).toEqual({ 'preferences.news': ['The preferences.news field must be an array.'] });
  });

  it('answers 401 without a token and 403 in ghost mode', async () => {
    const m = await signedInMember();
    expect(
      (await createWorld().call('PUT', '/api/user/settings/notifications', { body: { preferences: {} } })).status,
    ).toBe(401);
    expect(
      (
        await m.w.call('PUT', '/api/user/settings/notifications', {
          token: ghostTokenFor(m.w, m.user),
          body: { preferences: {} },
        })
      ).status,
    ).toBe(403);
  });
});
