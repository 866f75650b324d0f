// Names other members read: NFC, and no control, bidi-override or
// zero-width characters, refused with 422 on every route that sets one.
import { describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../../server/auth/repository-users.ts';
import { createWorld, PASSWORD } from '../helpers.ts';

const FORGED = ['Mia\u0000', 'Mia\u202Eyarg', 'Mi\u200Ba', '\uFEFFMia', 'Mia\nStaff'];
const registration = (name: string) => ({
  name,
  email: `n${Math.random().toString(36).slice(2)}@club.test`,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  terms: true,
});

describe('member names', () => {
  it('refuses control, bidi-override and zero-width characters in a registration name with 422', async () => {
    const w = createWorld();
    for (const name of FORGED) {
      const res = await w.call('POST', '/api/auth/register', { body: registration(name) });
      expect([JSON.stringify(name), res.status, res.body.errors]).toEqual([
        JSON.stringify(name),
        422,
        { name: ['The name field must not contain control or invisible characters.'] },
      ]);
    }
  });

  it('refuses them in a changed name and in the address names, in German too', async () => {
    const w = createWorld();
    const token = w.tokenFor(await w.createUser());
    const name = await w.call('PUT', '/api/user/settings/account', { token, body: { name: 'Mia\u202E' } });
    expect(name.status).toBe(422);
    const address = await w.call('PUT', '/api/user/settings/address', {
      token,
      headers: { 'Accept-Language': 'de' },
      body: { firstname: 'M\u200Bia', lastname: 'Member', country: 'DE' },
    });
    expect(address.status).toBe(422);
    expect(address.body.errors.firstname).toEqual([
      'Vorname darf keine Steuerzeichen oder unsichtbaren Zeichen enthalten.',
    ]);
  });

  it('stores a name in Unicode NFC', async () => {
    const w = createWorld();
    const body = registration('Zoe\u0308 Mu\u0308ller');
    expect((await w.call('POST', '/api/auth/register', { body })).status).toBe(202);
    expect(findUserByEmail(w.db, body.email)!.name).toBe('Zoë Müller'.normalize('NFC'));
  });
});
