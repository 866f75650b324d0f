// Sign-In with Ethereum (prefix /api): a single-use nonce, then the signed EIP-4361 message in
// exchange for a session. A member with 2FA gets a pending token and the usual verification step.
// Off unless FEATURE_SIWE is set (the client reads the same flag from GET config).
import { Hono, type MiddlewareHandler } from 'hono';
import { addMinutes, toTimestamp } from '../../clock.ts';
import {
  badSignature,
  checkSiweMessage,
  signatureMatches,
  siweDomains,
  SIWE_LOGIN_LIMIT,
  SIWE_NONCE_LIMIT,
  SIWE_NONCE_MINUTES,
  UNKNOWN_WALLET,
  USED_NONCE,
} from '../../auth/siwe.ts';
import { randomString, sha256Hex } from '../../auth/random.ts';
import { clientInfo, issuePendingSession, issueSession } from '../../auth/sessions.ts';
import { twoFactorEnabled } from '../../auth/verification.ts';
import type { AppEnv } from '../../http/env.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { throttle } from '../../http/rate-limit.ts';
import { input as readInput } from '../../http/input.ts';
import { auth } from '../../../src/shared/contract/auth.ts';
import { consumeSiweNonce, insertSiweNonce } from '../../auth/repository-siwe.ts';
import { findUserIdByWalletAddress } from './repository.ts';
import { findUserById, updateLastIp } from '../../auth/repository-users.ts';
import { __ } from '../../lang/translate.ts';

export const SIWE_DISABLED = 'Sign-In with Ethereum is not enabled.';

const enabled: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.deps.config.features.siwe) throw notFound(__(SIWE_DISABLED));
  await next();
};

export function siweRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(
    '/auth/siwe/nonce',
    enabled,
    throttle(SIWE_NONCE_LIMIT, (c) => c.var.ip),
    (c) => {
      const { db, clock } = c.var.deps;
      const now = clock.now();
      const nonce = randomString(32); // ~190 bits, alphanumeric as EIP-4361 asks
      const expiresAt = toTimestamp(addMinutes(now, SIWE_NONCE_MINUTES));
      insertSiweNonce(db, sha256Hex(nonce), expiresAt, toTimestamp(now));
      c.header('Cache-Control', 'no-store');
      // issued_at is the server's clock: a client whose clock is off still writes a message we accept.
      return c.json({ nonce, issued_at: toTimestamp(now), expires_at: expiresAt });
    },
  );

  app.post(
    '/auth/siwe',
    enabled,
    throttle(SIWE_LOGIN_LIMIT, (c) => c.var.ip),
    async (c) => {
      const { deps } = c.var;
      const input = readInput(c, auth.siwe).body;
      const now = deps.clock.now();
      const checked = checkSiweMessage(input.message, { domains: siweDomains(deps.config), now });
      // Used up whatever happens next: one signature attempt per nonce.
      if (!consumeSiweNonce(deps.db, sha256Hex(checked.nonce), toTimestamp(now)))
        throw new ValidationError({ message: [__(USED_NONCE)] });
      if (!(await signatureMatches(input.message, input.signature.trim(), checked.address))) throw badSignature();

      const userId = findUserIdByWalletAddress(deps.db, checked.address);
      const user = userId === undefined ? undefined : findUserById(deps.db, userId);
      if (!user) throw new ValidationError({ address: [__(UNKNOWN_WALLET)] });
      if (twoFactorEnabled(user)) return c.json(issuePendingSession(deps, user, clientInfo(c)));
      updateLastIp(deps.db, user.id, c.var.ip);
      return c.json(issueSession(deps, { ...user, ip_address: c.var.ip }, clientInfo(c)));
    },
  );

  return app;
}
