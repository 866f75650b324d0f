// A fresh world for the widget runtime tests: the REAL reference server in-process (fresh ':memory:'
// database, outbox mail, manual clock) as the widgets' fetch, the page's singletons (session,
// runtime, i18n) as the bundle uses them, and helpers to read what a member sees in a shadow root.
import { cleanup } from '@testing-library/preact';
import { cleanStores } from 'nanostores';
import type { Fetch } from '../../src/core/api/api.ts';
import { session } from '../../src/core/session/session.ts';
import { forgetHeader } from '../support/header.ts';
import { notifications } from '../../src/modules/notifications/store.ts';
import type { EmbedConfig } from '../../embed/config.ts';
import { startEmbedRuntime, type EmbedRuntime } from '../../embed/runtime.ts';
import { widgets } from '../../embed/widgets.ts';
import type { UserRow } from '../../server/auth/repository-users.ts';
import { issueSession } from '../../server/auth/sessions.ts';
import { base32Decode, totp } from '../../server/auth/totp.ts';
import { createWorld, PASSWORD } from '../server/helpers.ts';

export { PASSWORD };
export const API = 'http://club.test/api';
export const PORTAL = 'http://club.test';
export const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export interface Recorded {
  method: string;
  url: string;
  headers: Headers;
}

export function embedWorld(options: { env?: Record<string, string>; config?: Partial<EmbedConfig> } = {}) {
  // No realtime settings by default: pusher-js would dial a host that does not exist.
  const server = createWorld({ env: { BROADCAST_DRIVER: 'null', ...options.env } });
  const requests: Recorded[] = [];
  const fetch: Fetch = async (input, init) => {
    requests.push({ method: init?.method ?? 'GET', url: input, headers: new Headers(init?.headers) });
    return server.app.request(input, init, { incoming: { socket: { remoteAddress: '10.0.0.9' } } });
  };
  const config: EmbedConfig = {
    api: API,
    portal: PORTAL,
    locale: 'en',
    theme: 'auto',
    linkTarget: '_self',
    ...options.config,
  };
  let runtime: EmbedRuntime | null = null;

  return {
    server,
    requests,
    fetch,
    config,
    start(): EmbedRuntime {
      runtime = startEmbedRuntime({ config, widgets, fetch, doc: document, version: 'test' });
      return runtime;
    },
    get runtime() {
      return runtime!;
    },
    /** The newest emailed sign-in code for `email`. */
    emailedCode: (email: string) =>
      server.mails(email).find((mail) => mail.meta.kind === 'verification-code')?.meta.code as string | undefined,
    otp: () => totp(base32Decode(TOTP_SECRET), Math.floor(server.clock.now().getTime() / 1000)),
    memberWithTwoFactor: async (fields: Partial<UserRow> = {}) =>
      server.enableTwoFactor(await server.createUser(fields), TOTP_SECRET),
    /** Signs `user` in as a completed login would (the portal did it, or another tab). */
    signIn(user: UserRow) {
      const auth = issueSession(server.app.deps, user, { ip: '10.0.0.9', userAgent: 'vitest' });
      session.login(auth);
      return auth.access_token;
    },
    stop() {
      cleanup();
      runtime?.stop();
      resetPage();
    },
  };
}

export type EmbedWorld = ReturnType<typeof embedWorld>;

/**
 * Signed out, stores unmounted at once and emptied (not 1 s later, as nanostores does), so the next test's
 * runtime starts the realtime connection afresh; an empty page. The unread count is cleaned with
 * the list it derives from: cleaning only the list dropped the count's subscription while the count
 * still counted as mounted for 1 s, so a bell placed within that second never saw a change.
 */
export function resetPage(): void {
  session.logout();
  cleanStores(notifications.$notifications, notifications.$unreadCount);
  // cleanStores keeps the value: the last test's (or file's) list would greet the next bell.
  notifications.reset();
  forgetHeader();
  document.body.innerHTML = '';
}

/** Waits until pending requests and renders have settled. */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Polls `check` until it passes (the in-process server answers asynchronously); answers its value.
 * The wait is generous because a loaded 2-core CI machine was seen to need over 3 s; a passing
 * check returns at once, so it costs nothing.
 */
export async function eventually<T>(check: () => T, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

/** A widget element in the page, and the shadow root it renders into. */
export function place(markup: string): { host: HTMLElement; shadow: () => ShadowRoot } {
  const box = document.createElement('div');
  box.innerHTML = markup;
  const host = box.firstElementChild as HTMLElement;
  document.body.append(host);
  return { host, shadow: () => host.shadowRoot! };
}
