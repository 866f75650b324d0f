// The API's own messages in the member's language: a request with `Accept-Language: de` is
// answered in German (422 field messages with German field names, the routes' sentences), one
// without it in English, and the texts clients compare stay as they are (server/lang).
import { describe, expect, it } from 'vitest';
import { createAccessToken } from '../../../server/auth/tokens.ts';
import { setMaintenance } from '../../../server/db/app-state.ts';
import { findUserByEmail } from '../../../server/auth/repository-users.ts';
import { createWorld, PASSWORD } from '../helpers.ts';

const GERMAN = { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.8' };

describe('422 field messages', () => {
  it('words the validator in German, with German field names, for Accept-Language: de', async () => {
    const res = await createWorld().call('POST', '/api/auth/register', { body: {}, headers: GERMAN });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Name ist erforderlich. (und 3 weitere Fehler)',
      errors: {
        name: ['Name ist erforderlich.'],
        email: ['E-Mail ist erforderlich.'],
        password: ['Passwort ist erforderlich.'],
        terms: ['Bitte akzeptiere die Bedingungen, um fortzufahren.'],
      },
    });
  });

  it.each([
    [
      {},
      {
        firstname: ['The first name field is required.'],
        lastname: ['The last name field is required.'],
        zip: ['The postcode field must not be greater than 20 characters.'],
      },
    ],
    [
      GERMAN,
      {
        firstname: ['Vorname ist erforderlich.'],
        lastname: ['Nachname ist erforderlich.'],
        zip: [expect.stringMatching(/^Postleitzahl /)],
      },
    ],
  ])('names address fields by their names, not their keys (%o)', async (headers, expected) => {
    const w = createWorld();
    const user = await w.createUser({ email: 'mia@club.test' });
    const res = await w.call('PUT', '/api/user/settings/address', {
      token: w.tokenFor(user),
      body: { street: 'Hauptstr. 1', city: 'Berlin', zip: '1'.repeat(21), country: 'DE' },
      headers,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject(expected);
  });

  it('stays English without Accept-Language', async () => {
    const res = await createWorld().call('POST', '/api/auth/register', { body: {} });
    expect(res.body).toEqual({
      message: 'The name field is required. (and 3 more errors)',
      errors: {
        name: ['The name field is required.'],
        email: ['The email field is required.'],
        password: ['The password field is required.'],
        terms: ['The terms field must be accepted.'],
      },
    });
  });

  it("fills the rules' values into the German templates (email, min, confirmed, in, max)", async () => {
    const res = await createWorld().call('POST', '/api/auth/register', {
      headers: GERMAN,
      body: {
        name: 'x'.repeat(256),
        email: 'nope',
        password: 'short',
        password_confirmation: 'other',
        terms: true,
        language: 'fr',
      },
    });
    expect(res.body.errors).toEqual({
      name: ['Name darf höchstens 255 Zeichen lang sein.'],
      email: ['E-Mail muss eine gültige E-Mail-Adresse sein.'],
      password: ['Passwort muss mindestens 8 Zeichen lang sein.', 'Die Passwörter stimmen nicht überein.'],
      language: ['Der gewählte Wert für Sprache ist ungültig.'],
    });
    expect(res.body.message).toBe('Name darf höchstens 255 Zeichen lang sein. (und 4 weitere Fehler)');
  });

  it("words the password policy's own check in German", async () => {
    const body = {
      name: 'Mia',
      email: 'mia@club.test',
      password: 'password1',
      password_confirmation: 'password1',
      terms: true,
    };
    const res = await createWorld().call('POST', '/api/auth/register', { headers: GERMAN, body });
    expect(res.body.errors).toEqual({
      password: ['Dieses Passwort ist in einem Datenleck aufgetaucht. Bitte wähle ein anderes Passwort.'],
    });
  });

  it('words a rule a route checks itself in German, the other field named in German too', async () => {
    const w = createWorld();
    const token = w.tokenFor(await w.createUser());
    const body = { firstname: 'Mia', lastname: 'Member', country: 'DE' };
    const german = await w.call('PUT', '/api/user/settings/address', { token, body, headers: GERMAN });
    expect(german.body.errors).toEqual({ region: ['Region ist erforderlich, wenn Land DE ist.'] });
    const english = await w.call('PUT', '/api/user/settings/address', { token, body });
    expect(english.body.errors).toEqual({ region: ['The region field is required when country is DE.'] });
  });
});

describe("the routes' sentences", () => {
  it('answers wrong credentials in German, for de and for Swiss German (ch)', async () => {
    const w = createWorld();
    await w.createUser({ email: 'mia@club.test' });
    for (const language of ['de', 'de-CH', 'ch']) {
      const res = await w.call('POST', '/api/auth/login', {
        body: { email: 'mia@club.test', password: 'wrong password' },
        headers: { 'Accept-Language': language },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors, language).toEqual({
        email: ['Diese Zugangsdaten stimmen nicht mit unseren Daten überein.'],
      });
    }
    const english = await w.call('POST', '/api/auth/login', {
      body: { email: 'mia@club.test', password: 'wrong password' },
      headers: { 'Accept-Language': 'fr-FR' },
    });
    expect(english.body.errors).toEqual({ email: ['These credentials do not match our records.'] });
  });

  it('answers the login lockout in German, with the seconds the client reads from it', async () => {
    const w = createWorld();
    await w.createUser({ email: 'mia@club.test' });
    const attempt = () =>
      w.call('POST', '/api/auth/login', { body: { email: 'mia@club.test', password: 'nope' }, headers: GERMAN });
    for (let i = 0; i < 5; i++) await attempt();
    const res = await attempt();
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Zu viele Anmeldeversuche. Bitte versuche es in 60 Sekunden erneut.');
    expect(res.headers.get('retry-after')).toBe('60');
  });

  it('answers an unusable login link and a success message in German', async () => {
    const w = createWorld();
    const link = await w.call('POST', '/api/auth/token-login', { body: { token: 'no-such-token' }, headers: GERMAN });
    expect(link.body.errors).toEqual({ token: ['Dieser Anmeldelink ist ungültig oder abgelaufen.'] });
    const recover = await w.call('POST', '/api/auth/recover', { body: { email: 'nobody@club.test' }, headers: GERMAN });
    expect(recover.body).toEqual({
      message: 'Wenn diese Adresse registriert ist, haben wir dir einen Link zum Zurücksetzen geschickt.',
    });
  });

  it('keeps each request in its own language while requests overlap', async () => {
    const w = createWorld();
    await w.createUser({ email: 'mia@club.test' });
    const login = (language: string) =>
      w.call('POST', '/api/auth/login', {
        body: { email: 'mia@club.test', password: 'wrong password' },
        headers: { 'Accept-Language': language },
      });
    const answers = await Promise.all(['de', 'en', 'de', 'en'].map(login));
    expect(answers.map((res) => res.body.errors.email[0])).toEqual([
      'Diese Zugangsdaten stimmen nicht mit unseren Daten überein.',
      'These credentials do not match our records.',
      'Diese Zugangsdaten stimmen nicht mit unseren Daten überein.',
      'These credentials do not match our records.',
    ]);
  });
});

describe('the texts clients compare', () => {
  it('keeps 401 "Unauthenticated." in English under Accept-Language: de', async () => {
    const res = await createWorld().call('GET', '/api/user', { headers: GERMAN });
    expect([res.status, res.body]).toEqual([401, { message: 'Unauthenticated.' }]);
  });

  it('keeps 403 "Invalid ability provided." in English under Accept-Language: de', async () => {
    const w = createWorld();
    const token = createAccessToken(w.app.deps, await w.createUser(), {
      name: 'script',
      abilities: ['notifications:read'],
      lifetimeMinutes: 60,
      idleMinutes: null,
    }).plainTextToken;
    const res = await w.call('GET', '/api/user', { token, headers: GERMAN });
    expect([res.status, res.body]).toEqual([403, { message: 'Invalid ability provided.' }]);
  });

  it('keeps 429 "Too Many Attempts." in English under Accept-Language: de', async () => {
    const w = createWorld({ env: { API_RATE_LIMIT: '1' } });
    await w.call('GET', '/api/config', { headers: GERMAN });
    const res = await w.call('GET', '/api/config', { headers: GERMAN });
    expect([res.status, res.body]).toEqual([429, { message: 'Too Many Attempts.' }]);
  });

  it('keeps 503 "Service Unavailable" in English under Accept-Language: de', async () => {
    const w = createWorld();
    setMaintenance(w.db, { since: '2026-01-01T10:00:00.000000Z', retry: null }, '2026-01-01T10:00:00.000000Z');
    const res = await w.call('GET', '/api/config', { headers: GERMAN });
    expect([res.status, res.body]).toEqual([503, { message: 'Service Unavailable' }]);
  });
});

describe("the member's language", () => {
  it("stores the request's language for a member who registers without naming one", async () => {
    const w = createWorld();
    const body = {
      name: 'Mia',
      email: 'mia@club.test',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      terms: true,
    };
    expect(
      (await w.call('POST', '/api/auth/register', { body, headers: { 'Accept-Language': 'fr-FR, de-CH;q=0.8' } }))
        .status,
    ).toBe(202);
    expect(findUserByEmail(w.db, 'mia@club.test')?.language).toBe('de');
    expect(w.mails('mia@club.test')[0].subject).toBe('Bestätige deine E-Mail-Adresse für Test Club');
  });

  it('mails a member in their stored language, whatever language the request asked for', async () => {
    const w = createWorld();
    await w.createUser({ email: 'mia@club.test', language: 'de' });
    await w.createUser({ email: 'ben@club.test', language: 'en' });
    await w.call('POST', '/api/auth/recover', { body: { email: 'mia@club.test' } });
    await w.call('POST', '/api/auth/recover', { body: { email: 'ben@club.test' }, headers: GERMAN });
    expect(w.mails('mia@club.test')[0].subject).toBe('Passwort für Test Club zurücksetzen');
    expect(w.mails('ben@club.test')[0].subject).toBe('Reset your Test Club password');
  });
});
