// Settings: the member's name, email (re-authenticated, then re-verified), password (with the
// offer to end other sessions, ASVS 5.0 7.4.3) and Ethereum wallet address (EIP-55, linked with
// a signed Sign-In with Ethereum message from that address).
import { Hono } from 'hono';
import { toTimestamp } from '../../clock.ts';
import { withPasswordPolicy } from '../../auth/password-policy.ts';
import { sendEmailVerification } from '../../auth/sessions.ts';
import type { AppEnv } from '../../http/env.ts';
import { ValidationError } from '../../http/errors.ts';
import { throttle, type Limit } from '../../http/rate-limit.ts';
import { input, validateFields } from '../../http/input.ts';
import {
  emailTakenByOther,
  setWalletAddress,
  updateEmail,
  updateName,
  walletTakenByOther,
} from './repository-account.ts';
import { deleteOtherSessionTokens } from './repository-devices.ts';
import { deleteApiTokensOf } from './repository-api-tokens.ts';
import { findUserById, updatePassword } from '../../auth/repository-users.ts';
import { userResource } from '../../auth/user-resource.ts';
import { settings, type PasswordChanged } from '../../../src/shared/contract/settings.ts';
import { checksumWalletAddress, INVALID_WALLET_ADDRESS } from './eip55.ts';
import { confirmPassword, memberChange } from './guard.ts';
import { mailOldAddress } from './email-changed.ts';
import { __, fieldMessage } from '../../lang/translate.ts';
import {
  badSignature,
  checkSiweMessage,
  signatureMatches,
  siweDomains,
  SIWE_LOGIN_LIMIT,
  USED_NONCE,
} from '../../auth/siwe.ts';
import { sha256Hex } from '../../auth/random.ts';
import { consumeSiweNonce } from '../../auth/repository-siwe.ts';

/** Email changes per member per hour: each one sends a verification mail. */
export const EMAIL_CHANGE_LIMIT: Limit = { name: 'settings-email', maxAttempts: 10, decaySeconds: 3600 };
/** Fortify's UpdateUserPassword message. */
export const WRONG_CURRENT_PASSWORD = 'The provided password does not match your current password.';

export function settingsAccountRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.put('/user/settings/account', memberChange(), (c) => {
    const { db, clock } = c.var.deps;
    const { name } = input(c, settings.account).body;
    const user = c.get('user');
    updateName(db, user.id, name.trim(), toTimestamp(clock.now()));
    return c.json(userResource(db, findUserById(db, user.id)!));
  });

  app.put(
    '/user/settings/email',
    memberChange(),
    throttle(EMAIL_CHANGE_LIMIT, (c) => String(c.get('user').id)),
    async (c) => {
      const { deps } = c.var;
      const body = input(c, settings.email).body;
      // The password first: without it, the answer must not tell which addresses are registered.
      await confirmPassword(c, body.password);
      const user = c.get('user');
      const email = body.email.trim();
      if (email.toLowerCase() === user.email.toLowerCase())
        throw new ValidationError({ email: [__('The email must be different from your current email.')] });
      if (emailTakenByOther(deps.db, user.id, email))
        throw new ValidationError({ email: [fieldMessage('unique', 'email')] });
      updateEmail(deps.db, user.id, email, toTimestamp(deps.clock.now()));
      const changed = findUserById(deps.db, user.id)!;
      await sendEmailVerification(deps, changed);
      await mailOldAddress(deps, changed, user.email, changed.email);
      return c.json(userResource(deps.db, changed));
    },
  );

  app.put('/user/settings/password', memberChange(), async (c) => {
    const { deps } = c.var;
    const fields = validateFields(withPasswordPolicy(settings.password.body), c.var.body);
    await confirmPassword(c, fields.current_password, 'current_password', __(WRONG_CURRENT_PASSWORD));
    const user = c.get('user');
    updatePassword(deps.db, user.id, await deps.hasher.hash(fields.password), toTimestamp(deps.clock.now()));
    const revoked = fields.logout_other_devices ? deleteOtherSessionTokens(deps.db, user.id, c.get('token').id) : 0;
    const revokedTokens =
      fields.logout_other_devices && !fields.keep_api_tokens ? deleteApiTokensOf(deps.db, user.id) : 0;
    const body: PasswordChanged = {
      message: __('Your password has been updated.'),
      revoked_devices: revoked,
      revoked_api_tokens: revokedTokens,
    };
    return c.json(body);
  });

  // Linking needs proof: a SIWE message (EIP-4361: this site's domain, a fresh nonce from GET
  // auth/siwe/nonce, a chain id) signed by the address itself, so nobody can squat another's
  // wallet and then receive its owner's SIWE logins. Unlinking needs none.
  app.put(
    '/user/settings/wallet-address',
    memberChange(),
    throttle(SIWE_LOGIN_LIMIT, (c) => String(c.get('user').id)),
    async (c) => {
      const { db, clock, config } = c.var.deps;
      const user = c.get('user');
      if (c.var.body.address === null || c.var.body.address === '') {
        setWalletAddress(db, user.id, null, toTimestamp(clock.now()));
        return c.json(userResource(db, findUserById(db, user.id)!));
      }
      const body = input(c, settings.walletAddress).body;
      const now = clock.now();
      const checked = checkSiweMessage(body.message, { domains: siweDomains(config), now });
      if (!consumeSiweNonce(db, sha256Hex(checked.nonce), toTimestamp(now)))
        throw new ValidationError({ message: [__(USED_NONCE)] });
      if (!(await signatureMatches(body.message, body.signature.trim(), checked.address))) throw badSignature();
      const stored = checksumWalletAddress(checked.address);
      if (!stored) throw new ValidationError({ message: [__(INVALID_WALLET_ADDRESS)] });
      if (walletTakenByOther(db, user.id, stored))
        throw new ValidationError({ message: [fieldMessage('unique', 'address')] });
      setWalletAddress(db, user.id, stored, toTimestamp(now));
      return c.json(userResource(db, findUserById(db, user.id)!));
    },
  );

  return app;
}
