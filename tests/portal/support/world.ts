// A fresh world for portal and common-module tests: the REAL server in-process (a fresh
// ':memory:' database, tests/server/helpers.ts) behind the client runtime, the common texts
// loaded in English, and everything the portal keeps between renders reset afterwards.
import { cleanup } from '@testing-library/react';
import { navigate } from 'wouter/use-browser-location';
import { dismissApiError } from '../../../src/core/api/errors.ts';
import { registerMessages, setLocale } from '../../../src/core/i18n/i18n.ts';
import { setLayoutSetting } from '../../../src/portal/layouts/layout-settings.ts';
import { createClientRuntime, installRuntime, type ClientRuntime } from '../../../src/core/runtime.ts';
import { $session, login, logout, takeRedirectAfterLogin } from '../../../src/core/session/session.ts';
import { setLanguage } from '../../../src/core/session/updates.ts';
import { configureTracking } from '../../../src/core/tracking.ts';
import type { AuthResponse, User } from '../../../src/core/types.ts';
import { commonModule, loadMemberTexts } from '../../../src/modules/common/index.ts';
import { forgetHeader } from '../../support/header.ts';
import { clearToasts } from '../../../src/ui/toasts.ts';
import { toTimestamp } from '../../../server/clock.ts';
import {
  grantPermission,
  setInstructionState,
  upsertAddress,
  type UserRow,
} from '../../../server/auth/repository-users.ts';
import { APP_URL, createWorld, type World } from '../../server/helpers.ts';

export interface PortalWorld {
  world: World;
  runtime: ClientRuntime;
  /** 'GET user/header', 'POST auth/logout', ... in the order the client sent them. */
  requests: string[];
  /** Creates a member on the server and signs them in through GET user with a real token. */
  signIn(fields?: MemberFields): Promise<{ user: UserRow; auth: AuthResponse }>;
  createMember(fields?: MemberFields): Promise<UserRow>;
  stop(): void;
}

export interface MemberFields {
  name?: string;
  email?: string;
  /** null: the address is not confirmed yet. */
  email_verified_at?: string | null;
  firstname?: string;
  lastname?: string;
  permissions?: string[];
  instructions?: Record<string, boolean>;
}

export async function createPortalWorld(options: Parameters<typeof createWorld>[0] = {}): Promise<PortalWorld> {
  const world = createWorld(options);
  const requests: string[] = [];
  const runtime = createClientRuntime({
    baseURL: `${APP_URL}/api`,
    fetch: async (input, init) => {
      requests.push(`${init?.method ?? 'GET'} ${new URL(input).pathname.replace(/^\/api\//, '')}`);
      return world.app.request(input, init);
    },
    navigate: (path) => navigate(path),
    document: null,
  });
  const uninstall = installRuntime(runtime);
  registerMessages(commonModule.id, commonModule.messages!);
  void loadMemberTexts(); // registers the members' part; setLocale below loads it with the rest
  await setLocale('en');

  async function createMember(fields: MemberFields = {}): Promise<UserRow> {
    const now = toTimestamp(world.clock.now());
    const user = await world.createUser({
      name: fields.name ?? 'Mia Member',
      email: fields.email,
      email_verified_at: fields.email_verified_at,
    });
    upsertAddress(world.db, {
      user_id: user.id,
      firstname: fields.firstname ?? 'Mia',
      lastname: fields.lastname ?? 'Member',
      street: null,
      zip: null,
      city: null,
      country: null,
      region: null,
      updated_at: now,
    });
    for (const permission of fields.permissions ?? []) grantPermission(world.db, user.id, permission, now);
    // Most tests are not about the one-time hints: closed unless a test asks for them.
    const flags = { register_intro_closed: true, android_app_closed: true, ...fields.instructions };
    setInstructionState(world.db, user.id, flags, now);
    return user;
  }

  async function signIn(fields: MemberFields = {}) {
    const user = await createMember(fields);
    const token = world.tokenFor(user);
    const me = await runtime.api.raw<User>('GET', 'user', { token });
    const auth: AuthResponse = { access_token: token, token_type: 'Bearer', expires_in: 3600, user: me.data };
    login(auth);
    requests.length = 0;
    return { user, auth };
  }

  return {
    world,
    runtime,
    requests,
    signIn,
    createMember,
    stop() {
      cleanup();
      logout();
      setLanguage(''); // no saved language left for the next test
      takeRedirectAfterLogin();
      forgetHeader();
      dismissApiError();
      clearToasts();
      configureTracking({});
      setLayoutSetting('asideToggled', false);
      uninstall();
      history.replaceState(null, '', '/');
      document.title = '';
    },
  };
}

/** Puts the browser at `path` before the app renders (history mode). */
export function visit(path: string): void {
  history.replaceState(null, '', path);
}

export const currentPath = () => `${location.pathname}${location.search}`;
export const sessionState = () => $session.get();
