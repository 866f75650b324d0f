// The client's world for sign-in tests: the REAL reference server in-process (tests/server/helpers.ts),
// the real api client whose fetch is app.request, and a fresh in-memory session on the server's clock.
import { createApi, type Api, type Fetch } from '../../../src/core/api/api.ts';
import { createApiErrorStream, type ApiError } from '../../../src/core/api/errors.ts';
import { createSession } from '../../../src/core/session/session.ts';
import { createStorage } from '../../../src/core/session/storage.ts';
import { generateRecoveryCodes } from '../../../server/auth/recovery-codes.ts';
import { base32Decode, totp } from '../../../server/auth/totp.ts';
import { setEmailVerificationForced, type UserRow } from '../../../server/auth/repository-users.ts';
import { createWorld, PASSWORD } from '../../server/helpers.ts';

export { PASSWORD };
export const API_BASE = 'http://club.test/api';
export const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export interface Recorded {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}

export function createClientWorld(options: { env?: Record<string, string>; path?: string } = {}) {
  const server = createWorld({ env: options.env });
  const session = createSession({ storage: createStorage(null), now: () => server.clock.now().getTime() });
  const errors = createApiErrorStream();
  const emitted: ApiError[] = [];
  errors.onApiError((error) => emitted.push(error));
  const requests: Recorded[] = [];
  let path = options.path ?? '/login';
  let broken = false;

  const serverFetch: Fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    requests.push({
      method: init?.method ?? 'GET',
      path: new URL(input).pathname.replace(/^\/api\//, ''),
      authorization: headers.get('authorization'),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    if (broken) throw new TypeError('Failed to fetch');
    return server.app.request(input, init, { incoming: { socket: { remoteAddress: '10.0.0.1' } } });
  };

  const api: Api = createApi({
    baseURL: API_BASE,
    fetch: serverFetch,
    getToken: () => session.$session.get().token?.access_token ?? null,
    currentPath: () => path,
    onUnauthenticated: (at) => session.handleUnauthenticated(at),
    document: null,
    errors,
  });

  /** The newest emailed login code for `email`. */
  const emailedCode = (email: string) =>
    server.mails(email).find((m) => m.meta.kind === 'verification-code')?.meta.code as string | undefined;
  const codeMails = (email: string) => server.mails(email).filter((m) => m.meta.kind === 'verification-code');
  const otp = () => totp(base32Decode(TOTP_SECRET), Math.floor(server.clock.now().getTime() / 1000));

  async function memberWithTwoFactor(fields: Partial<UserRow> = {}) {
    return server.enableTwoFactor(await server.createUser(fields), TOTP_SECRET);
  }

  return {
    server,
    session,
    api,
    fetch: serverFetch,
    errors,
    emitted,
    requests,
    setPath: (next: string) => void (path = next),
    /** Every request from now on fails as if offline. */
    goOffline: () => void (broken = true),
    /** Requests reach the server again. */
    goOnline: () => void (broken = false),
    emailedCode,
    codeMails,
    otp,
    memberWithTwoFactor,
    recoveryCodes: (user: UserRow) => generateRecoveryCodes(server.app.deps, user.id),
    forceEmailVerification: (user: UserRow) => setEmailVerificationForced(server.db, user.id, true),
  };
}

export type ClientWorld = ReturnType<typeof createClientWorld>;
