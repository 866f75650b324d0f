// Every account screen, the terms update dialog, the one-time hints and the toaster in German, in
// the real portal with the real account and common modules and their real texts, against the real
// server: no text key left, no placeholder unfilled, no English text of the message tables nor of
// the server's messages (tests/support/untranslated.ts). And the language switches while a screen
// is shown.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { $locale, setLocale } from '../../src/core/i18n/i18n.ts';
import { createModuleRegistry } from '../../src/core/module-registry.ts';
import { $session, handleUnauthenticated } from '../../src/core/session/session.ts';
import { accountModule } from '../../src/modules/account/index.ts';
import { affiliateModule } from '../../src/modules/affiliate/index.ts';
import { commonModule } from '../../src/modules/common/index.ts';
import { App } from '../../src/portal/app.tsx';
import { shellModule } from '../../src/portal/shell-module.ts';
import { createLoginLink } from '../../server/auth/sessions.ts';
import { toTimestamp } from '../../server/clock.ts';
import { insertTermsDocument } from '../../server/auth/repository-terms.ts';
import { PASSWORD } from '../server/helpers.ts';
import { leftovers, loadTranslations, serverEnglish, type Translations } from '../support/untranslated.ts';
import { createPortalWorld, visit, type PortalWorld } from './support/world.ts';

const ANDROID_APP =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36 ClubApp/Android/2.3.0';
const registry = () => createModuleRegistry([shellModule, commonModule, accountModule, affiliateModule]);

let tables: Translations;
let portal: PortalWorld;

beforeAll(async () => {
  const core = { en: () => import('../../src/core/messages/en.ts'), de: () => import('../../src/core/messages/de.ts') };
  tables = await loadTranslations([{ module: 'core', loaders: core }, ...registry().messages()]);
  tables.english.push(...serverEnglish()); // the server answers in the language the client asks for
});
beforeEach(async () => {
  portal = await createPortalWorld();
});
afterEach(() => {
  vi.restoreAllMocks();
  portal.stop();
});

async function showInGerman(path: string) {
  await act(() => setLocale('de'));
  visit(path);
  render(<App registry={registry()} />);
}
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const expectAllGerman = () => expect(leftovers(document.body, tables)).toEqual([]);

/** Signed in, then a 401 locked the session on /settings/account (docs/spec.md §4). */
async function lockedMember() {
  await portal.signIn({ email: 'mia@club.test' });
  handleUnauthenticated('/settings/account');
}

describe('account screens in German', () => {
  it('Login, with the messages of a form sent empty', async () => {
    await showInGerman('/login');
    await heading('Anmelden');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getByText('E-Mail ist erforderlich.')).toBeVisible();
    expect(screen.getByText('Passwort ist erforderlich.')).toBeVisible();
    expectAllGerman();
  });

  it("Login, with the server's answer to a wrong password in German", async () => {
    await portal.createMember({ email: 'mia@club.test' });
    await showInGerman('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^E-Mail/), 'mia@club.test');
    await user.type(screen.getByLabelText(/^Passwort/), 'a wrong password');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Diese Zugangsdaten stimmen nicht mit unseren Daten überein.')).toBeVisible();
    expectAllGerman();
  });

  it('Login: the emailed-code step, with the messages of a code of the wrong shape', async () => {
    await portal.createMember({ email: 'mia@club.test' });
    await showInGerman('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^E-Mail/), 'mia@club.test');
    await user.type(screen.getByLabelText(/^Passwort/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await heading('Sieh in deine E-Mails');
    await user.type(screen.getByLabelText(/^Code aus der E-Mail/), '12');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText(/muss aus 6 Ziffern bestehen\.$/)).toBeVisible();
    expectAllGerman();
  });

  it('Register, with the messages of a form sent empty', async () => {
    await showInGerman('/register');
    await heading('Konto erstellen');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(screen.getByText('Bitte akzeptiere die Bedingungen, um fortzufahren.')).toBeVisible();
    expectAllGerman();
  });

  it('Referral, which leads to Register with the code', async () => {
    await showInGerman('/r/mia2026');
    await heading('Konto erstellen');
    expect(screen.getByLabelText<HTMLInputElement>(/^Empfehlungscode/).value).toBe('mia2026');
    expectAllGerman();
  });

  it('Recover, before and after sending', async () => {
    await showInGerman('/recover');
    await heading('Passwort vergessen?');
    expectAllGerman();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^E-Mail/), 'mia@club.test');
    await user.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(await screen.findByRole('status')).toBeVisible();
    expectAllGerman();
  });

  it('ResetPassword, with the messages of a form sent empty', async () => {
    await showInGerman('/reset-password/mia%40club.test/t0ken');
    await heading('Neues Passwort wählen');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Neues Passwort speichern' }));
    expect(screen.getByText('Neues Passwort ist erforderlich.')).toBeVisible();
    expectAllGerman();
  });

  it('Lock, with the message of a form sent empty', async () => {
    await lockedMember();
    await showInGerman('/lock');
    await heading('Sitzung gesperrt');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Entsperren' }));
    expect(screen.getByText('Passwort ist erforderlich.')).toBeVisible();
    expectAllGerman();
  });

  it.each(['success', 'already-verified', 'invalid', 'expired', 'whatever'])(
    'VerifiedConfirmation (%s) for a guest',
    async (status) => {
      await showInGerman(`/email-verification/${status}`);
      await screen.findByRole('link', { name: 'Zur Anmeldung' });
      expectAllGerman();
    },
  );

  it("VerifiedConfirmation for a member with an expired link, before and after 'Send a new link'", async () => {
    await portal.signIn({ email: 'mia@club.test' });
    await showInGerman('/email-verification/expired');
    await heading('Link abgelaufen');
    expectAllGerman();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Neuen Link senden' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Ein neuer Bestätigungslink ist unterwegs an mia@club.test.',
    );
    expectAllGerman();
  });

  it('AuthWithToken without a token, and with one that no longer works', async () => {
    await showInGerman('/auth');
    await heading('Anmeldung');
    expectAllGerman();
    const member = await portal.createMember();
    const url = new URL(createLoginLink(portal.world.app.deps, member));
    portal.world.clock.advance(16 * 60_000);
    act(() => history.pushState(null, '', url.pathname + url.search));
    expect(await screen.findByText(/^Dieser Anmeldelink ist ungültig oder abgelaufen\./)).toBeVisible();
    expectAllGerman();
  });
});

describe('settings pages in German', () => {
  it('SettingsAccount, with the messages of forms sent empty', async () => {
    await portal.signIn();
    await showInGerman('/settings/account');
    const email = await screen.findByRole('region', { name: 'E-Mail-Adresse' });
    await userEvent.setup().click(within(email).getByRole('button', { name: 'E-Mail-Adresse ändern' }));
    expect(within(email).getByText('Neue E-Mail-Adresse ist erforderlich.')).toBeVisible();
    expectAllGerman();
  });

  it('SettingsSponsor, and the toaster with its message', async () => {
    await portal.signIn();
    await showInGerman('/settings/sponsor');
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Kopieren/ }));
    const toasts = screen.getByRole('region', { name: 'Meldungen' });
    expect(await within(toasts).findByText('In die Zwischenablage kopiert.')).toBeVisible();
    expect(within(toasts).getByRole('button', { name: 'Schließen' })).toBeVisible();
    expectAllGerman();
  });

  it('ApiToken, with a new token, its secret and the list', async () => {
    await portal.signIn();
    await showInGerman('/settings/api-token');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Token erstellen' }));
    expectAllGerman();
    await user.type(screen.getByLabelText(/^Name des Tokens/), 'Heimautomation');
    await user.click(screen.getAllByRole('checkbox')[0]!);
    await user.type(screen.getByLabelText(/^Aktuelles Passwort/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Token erstellen' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Deine Tokens' })).getByText('Heimautomation')).toBeVisible(),
    );
    expectAllGerman();
  });
});

describe('dialogs in German', () => {
  it('the terms update dialog', async () => {
    const now = toTimestamp(portal.world.clock.now());
    insertTermsDocument(portal.world.db, {
      name: 'Datenschutzerklärung',
      version: 2,
      url: 'https://club.test/privacy/2',
      published_at: now,
      created_at: now,
    });
    await portal.signIn();
    await showInGerman('/settings/sponsor');
    expect(await screen.findByRole('alertdialog', { name: 'Unsere Bedingungen haben sich geändert' })).toBeVisible();
    expectAllGerman();
  });

  it('the register intro', async () => {
    await portal.signIn({ instructions: { register_intro_closed: false } });
    await showInGerman('/settings/sponsor');
    expect(await screen.findByRole('dialog', { name: 'Willkommen im Club!' })).toBeVisible();
    expectAllGerman();
  });

  it('the Android-app hint', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_APP);
    await portal.signIn({ instructions: { android_app_closed: false } });
    await showInGerman('/settings/sponsor');
    expect(await screen.findByRole('dialog', { name: 'Du nutzt die Club-App' })).toBeVisible();
    expectAllGerman();
  });
});

describe('switching the language (docs/spec.md §4: at any time)', () => {
  it('re-words a shown screen, its field messages and the page title at once', async () => {
    visit('/login');
    render(<App registry={registry()} />);
    await heading('Log in');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Email is required.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Language EN/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));
    await heading('Anmelden');
    expect($locale.get()).toBe('de');
    expect($session.get().language).toBe('de');
    expect(screen.getByLabelText(/^Passwort/)).toBeVisible();
    expect(screen.getByText('E-Mail ist erforderlich.')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Anmelden · Club'));
    expectAllGerman();
  });
});
