// Where the widgets keep the session (docs/threats.md T28, docs/contracts.md §7.7): on a club's
// website (another origin than the portal's) one key of their own, `club-widgets:<API origin>`,
// holding only the token, the member's id and display name and the language, never `vuex`; the
// sign-in there asks for a widget token. On the portal's own origin they share its `vuex`.
import { within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { findAccessTokenById } from '../../server/auth/repository-tokens.ts';
import { abilitiesOf } from '../../server/auth/tokens.ts';
import { $session, $sessionState } from '../../src/core/session/session.ts';
import { WIDGET_TOKEN_ABILITIES } from '../../src/shared/contract/widget-token-abilities.ts';
import { embedWorld, eventually, PASSWORD, place, settle, type EmbedWorld } from './world.ts';

const KEY = 'club-widgets:http://club.test';
let world: EmbedWorld | null = null;
afterEach(async () => {
  world?.stop();
  world = null;
  await settle();
});

/** The bell's compact sign-in, email code and all, as a member on the page does it. */
async function signInThroughBell(w: EmbedWorld, email: string) {
  const { shadow } = place('<club-notification-bell></club-notification-bell>');
  const view = () => within(shadow().querySelector<HTMLElement>('.club-widget')!);
  const user = userEvent.setup({ document });
  await user.click(await eventually(() => view().getByRole('button', { name: 'Notifications: sign in' })));
  const popover = () => within(view().getByRole('dialog'));
  await user.type(await eventually(() => popover().getByLabelText(/^Email/)), email);
  await user.type(popover().getByLabelText(/^Password/), PASSWORD);
  await user.click(popover().getByRole('button', { name: 'Sign in' }));
  const code = await eventually(() => {
    const sent = w.emailedCode(email);
    if (!sent) throw new Error('no code mailed yet');
    return sent;
  });
  await user.type(await eventually(() => popover().getByLabelText(/^Code from the email/)), code);
  await user.click(popover().getByRole('button', { name: 'Confirm' }));
  await eventually(() => expect($sessionState.get()).toBe('logged-in'));
  return view;
}

describe('on a club’s website (another origin than the portal’s)', () => {
  it('keeps only the widget token, the member’s id and display name and the language under club-widgets:<API origin>, never vuex', async () => {
    world = embedWorld();
    await world.start().ready;
    const member = await world.server.createUser({ name: 'Ada Lovelace', email: 'ada@club.test' });
    await signInThroughBell(world, member.email);
    expect(localStorage.getItem('vuex')).toBeNull();
    const kept = JSON.parse(localStorage.getItem(KEY)!).session;
    expect(Object.keys(JSON.parse(localStorage.getItem(KEY)!))).toEqual(['session']);
    expect(Object.keys(kept).sort()).toEqual(['isLoggedIn', 'language', 'token', 'user']);
    expect(kept.user).toEqual({ id: member.id, name: 'Ada Lovelace' });
    expect(Object.keys(kept.token).sort()).toEqual(['access_token', 'expires_in', 'session_start']);
    expect(localStorage.getItem(KEY)).not.toContain('ada@club.test');
    // the sign-in asked for a token that can only do what the widgets do
    const row = findAccessTokenById(world.server.db, Number(kept.token.access_token.split('|')[0]))!;
    expect(abilitiesOf(row)).toEqual([...WIDGET_TOKEN_ABILITIES]);
  });

  it('leaves a host page’s own `vuex` store alone and does not take it for a session', async () => {
    const host = JSON.stringify({
      session: { isLoggedIn: true, token: { access_token: 'host', expires_in: 1, session_start: 1 } },
    });
    localStorage.setItem('vuex', host);
    world = embedWorld();
    await world.start().ready;
    expect($sessionState.get()).toBe('logged-out');
    world.signIn(await world.server.createUser());
    expect(localStorage.getItem('vuex')).toBe(host);
  });

  it('restores the member from that key on the next page, and follows a logout in another tab of the site through it', async () => {
    const member = await embedWorld().server.createUser();
    localStorage.setItem(
      KEY,
      JSON.stringify({
        session: {
          isLoggedIn: true,
          token: { access_token: '1|x', expires_in: 3600, session_start: Date.now() },
          user: { id: member.id, name: 'Bo' },
          language: 'de',
        },
      }),
    );
    world = embedWorld();
    await world.start().ready;
    expect($session.get()).toMatchObject({ isLoggedIn: true, user: { id: member.id, name: 'Bo' }, language: 'de' });
    const signedOut = JSON.stringify({ session: { isLoggedIn: false, token: null, user: null, language: 'de' } });
    localStorage.setItem(KEY, signedOut);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: signedOut, storageArea: localStorage }));
    await eventually(() => expect($sessionState.get()).toBe('logged-out'));
  });
});

describe('on the portal’s own origin', () => {
  it('shares the portal’s vuex session (docs/spec.md §9) and keeps a full session', async () => {
    world = embedWorld({ config: { portal: location.origin } });
    await world.start().ready;
    const member = await world.server.createUser();
    await signInThroughBell(world, member.email);
    expect(localStorage.getItem(KEY)).toBeNull();
    const doc = JSON.parse(localStorage.getItem('vuex')!);
    expect(doc.session).toMatchObject({ isLoggedIn: true, loginMail: member.email, user: { id: member.id } });
    const row = findAccessTokenById(world.server.db, Number(doc.session.token.access_token.split('|')[0]))!;
    expect(abilitiesOf(row)).toEqual(['*']);
  });
});
