// Settings: the member's language (server/modules/settings/routes-language.ts): a
// switch is saved to the account, the next login carries it and mails follow it.
import { describe, expect, it } from 'vitest';
import { createWorld } from '../../helpers.ts';
import { ghostTokenFor, limitedTokenFor, signedInMember } from './settings-helpers.ts';

describe('PUT user/settings/language', () => {
  it('saves the language and answers the User with it', async () => {
    const m = await signedInMember({ language: 'de' });
    const res = await m.as('PUT', '/api/user/settings/language', { language: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.language).toBe('en');
    expect((await m.as('GET', '/api/user')).body.language).toBe('en');
  });

  it('gives the next login the saved language and words the login code mail in it', async () => {
    const m = await signedInMember({ email: 'mia@club.test', language: 'en' });
    await m.as('PUT', '/api/user/settings/language', { language: 'de' });
    const pending = await m.w.loginPending('mia@club.test');
    expect((await m.w.call('POST', '/api/user/request-verification-code', { token: pending })).status).toBe(202);
    expect(m.w.mails('mia@club.test').at(-1)!.subject).toMatch(/^Dein Anmeldecode/);
  });

  it('answers 422 with errors.language for a language the club does not offer', async () => {
    const m = await signedInMember();
    const res = await m.as('PUT', '/api/user/settings/language', { language: 'fr' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['language']);
    expect((await m.as('PUT', '/api/user/settings/language', {})).status).toBe(422);
  });

  it('answers 401 without a token', async () => {
    expect((await createWorld().call('PUT', '/api/user/settings/language', { body: { language: 'en' } })).status).toBe(
      401,
    );
  });

  it('refuses a ghost session and a token without the full ability with 403', async () => {
    const m = await signedInMember();
    expect(
      (
        await m.w.call('PUT', '/api/user/settings/language', {
          token: ghostTokenFor(m.w, m.user),
          body: { language: 'de' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await m.w.call('PUT', '/api/user/settings/language', {
          token: limitedTokenFor(m.w, m.user),
          body: { language: 'de' },
        })
      ).status,
    ).toBe(403);
  });
});
