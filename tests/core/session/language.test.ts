// A language switch: applied at once, kept in the session, saved to a signed-in
// member's account so the next login and the mails follow it; never sent for a guest or a ghost.
import { afterEach, describe, expect, it } from 'vitest';
import { $locale, setLocale } from '../../../src/core/i18n/i18n.ts';
import { chooseLanguage } from '../../../src/core/session/language.ts';
import { findUserById } from '../../../server/auth/repository-users.ts';
import { createClientWorld } from './auth-world.ts';

afterEach(() => setLocale('en'));

async function signedIn(language: string) {
  const world = createClientWorld();
  const user = await world.server.createUser({ email: 'mia@club.test', language });
  const token = world.server.tokenFor(user);
  const me = (await world.server.call('GET', '/api/user', { token })).body;
  world.session.login({ access_token: token, token_type: 'Bearer', expires_in: 43_200, user: me });
  return { world, user };
}

describe('chooseLanguage', () => {
  it.each([
    ['de', 'en'],
    ['en', 'de'],
  ])(
    "saves a signed-in member's switch from %s to %s to the account, which the next login hands the session",
    async (from, to) => {
      const { world, user } = await signedIn(from);
      await chooseLanguage(to as 'en' | 'de', world);
      expect($locale.get()).toBe(to);
      expect(world.requests.filter((r) => r.method === 'PUT').map((r) => [r.path, r.body])).toEqual([
        ['user/settings/language', { language: to }],
      ]);
      expect(findUserById(world.server.db, user.id)!.language).toBe(to);
      expect(world.session.$session.get()).toMatchObject({ language: to, user: { language: to } });
      // GET user is what a new login hands the session (session.login takes user.language).
      expect((await world.server.call('GET', '/api/user', { token: world.server.tokenFor(user) })).body.language).toBe(
        to,
      );
    },
  );

  it("keeps a guest's switch in the browser without asking the server", async () => {
    const world = createClientWorld();
    await chooseLanguage('de', world);
    expect(world.session.$session.get().language).toBe('de');
    expect(world.requests).toHaveLength(0);
  });

  it('sends nothing when the account already has the language', async () => {
    const { world } = await signedIn('de');
    await chooseLanguage('de', world);
    expect(world.requests).toHaveLength(0);
  });
});
