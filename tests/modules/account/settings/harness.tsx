// Renders one settings page the way the portal's settings frame does: with a client runtime whose
// api talks to the REAL reference server in-process, the account texts (settings included) loaded,
// a signed-in member on the session, and the toast region. Fresh server and session per test.
import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import { loadMessages, registerMessages, setLocale } from '../../../../src/core/i18n/i18n.ts';
import { createClientRuntime, installRuntime } from '../../../../src/core/runtime.ts';
import type { User } from '../../../../src/core/types.ts';
import { accountModule } from '../../../../src/modules/account/index.ts';
import { loadSettingsTexts } from '../../../../src/modules/account/pages/settings/index.ts';
import { Toaster } from '../../../../src/ui/toast.tsx';
import { clearToasts } from '../../../../src/ui/toasts.ts';
import type { UserRow } from '../../../../server/auth/repository-users.ts';
import { API_BASE, createClientWorld, PASSWORD, type ClientWorld } from '../../../core/session/auth-world.ts';

export { PASSWORD };

let uninstall: (() => void) | null = null;

export async function cleanupSettings() {
  cleanup();
  uninstall?.();
  uninstall = null;
  clearToasts();
  await setLocale('en');
}

export interface RenderedSettings extends RenderResult {
  world: ClientWorld;
  user: UserRow;
  /** The member's session token (the current device). */
  token: string;
  /** The member as the client's session holds it now. */
  sessionUser: () => User | null;
}

export interface RenderOptions {
  world?: ClientWorld;
  member?: Parameters<ClientWorld['server']['createUser']>[0];
  /** Runs after the member exists and before the page renders. */
  before?: (world: ClientWorld, user: UserRow) => void | Promise<void>;
  locale?: 'en' | 'de';
}

/** A member the server knows, signed in on the client's session (as a finished login leaves it). */
export async function signIn(world: ClientWorld, fields: RenderOptions['member'] = {}) {
  const user = await world.server.createUser(fields);
  const token = world.server.tokenFor(user);
  const me = (await world.server.call('GET', '/api/user', { token })).body as User;
  world.session.login({ access_token: token, token_type: 'Bearer', expires_in: 43_200, user: me });
  return { user, token };
}

export async function renderSettings(Page: ComponentType, options: RenderOptions = {}): Promise<RenderedSettings> {
  const world = options.world ?? createClientWorld({ path: '/settings' });
  world.setPath('/settings');
  registerMessages('account', accountModule.messages!);
  await loadMessages(['account']);
  await loadSettingsTexts();
  if (options.locale) await setLocale(options.locale);
  const { user, token } = await signIn(world, options.member);
  await options.before?.(world, user);
  uninstall = installRuntime(
    createClientRuntime({
      baseURL: API_BASE,
      fetch: world.fetch,
      session: world.session,
      errors: world.errors,
      currentPath: () => '/settings',
      document: null,
    }),
  );
  const result = render(
    <>
      <Page />
      <Toaster label="Notifications" dismissLabel="Dismiss" />
    </>,
  );
  return { ...result, world, user, token, sessionUser: () => world.session.$session.get().user };
}
