// Settings: the member's name, email (re-authenticated, then re-verified), password (with the
// offer to end other sessions, ASVS 5.0 7.4.3) and Ethereum wallet address (EIP-55).
import { Hono } from 'hono';
import { toTimestamp } from '../../clock.ts';
import { newPasswordRule } from '../../auth/password-policy.ts';
import { sendEmailVerification } from '../../auth/sessions.ts';
import type { AppEnv } from '../../http/env.ts';
import { ValidationError } from '../../http/errors.ts';
import { throttle, type Limit } from '../../http/rate-limit.ts';
import { fieldMessage, rules, validate } from '../../http/validation.ts';
import { emailTakenByOther, setWalletAddress, updateEmail, updateName, walletTakenByOther } from './repository-account.ts';
import { deleteOtherSessionTokens } from './repository-devices.ts';
import { findUserById, updatePassword } from '../../auth/repository-users.ts';
import { userResource } from '../../auth/user-resource.ts';
import type { PasswordChanged } from '../../../src/modules/account/types.ts';
import { checksumWalletAddress, INVALID_WALLET_ADDRESS } from './eip55.ts';
import { confirmPassword, memberChange } from './guard.ts';
import { __ } from '../../lang/translate.ts';

/** Email changes per member per hour: each one sends a verification mail. */
export const EMAIL_CHANGE_LIMIT: Limit = { name: 'settings-email', maxAttempts: 10, decaySeconds: 3600 };
/** Fortify's UpdateUserPassword message. */
export const WRONG_CURRENT_PASSWORD = 'The provided password does not match your current password.';

export function settingsAccountRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.put('/user/settings/account', memberChange(), (c) => {
    const { db, clock } = c.var.deps;
    const { name } = validate(c.var.body, { name: rules.string().required().max(255) });
    const user = c.get('user');
    updateName(db, user.id, name.trim(), toTimestamp(clock.now()));
    return c.json(userResource(db, findUserById(db, user.id)!));
  });

  app.put('/user/settings/email', memberChange(), throttle(EMAIL_CHANGE_LIMIT, (c) => String(c.get('user').id)), async (c) => {
    const { deps } = c.var;
    const input = validate(c.var.body, {
      email: rules.string().required().email().max(255),
      password: rules.string().required().max(1024),
    });
    // The password first: without it, the answer must not tell which addresses are registered.
    await confirmPassword(c, input.password);
    const user = c.get('user');
    const email = input.email.trim();
    if (email.toLowerCase() === user.email.toLowerCase()) throw new ValidationError({ email: [__('The email must be different from your current email.')] });
    if (emailTakenByOther(deps.db, user.id, email)) throw new ValidationError({ email: [fieldMessage('unique', 'email')] });
    updateEmail(deps.db, user.id, email, toTimestamp(deps.clock.now()));
    const changed = findUserById(deps.db, user.id)!;
    await sendEmailVerification(deps, changed);
    return c.json(userResource(deps.db, changed));
  });

  app.put('/user/settings/password', memberChange(), async (c) => {
    const { deps } = c.var;
    const input = validate(c.var.body, {
      current_password: rules.string().required().max(1024),
      password: newPasswordRule(),
      logout_other_devices: rules.boolean(),
    });
    await confirmPassword(c, input.current_password, 'current_password', __(WRONG_CURRENT_PASSWORD));
    const user = c.get('user');
    updatePassword(deps.db, user.id, await deps.hasher.hash(input.password), toTimestamp(deps.clock.now()));
    const revoked = input.logout_other_devices ? deleteOtherSessionTokens(deps.db, user.id, c.get('token').id) : 0;
    const body: PasswordChanged = { message: __('Your password has been updated.'), revoked_devices: revoked };
    return c.json(body);
  });

  app.put('/user/settings/wallet-address', memberChange(), (c) => {
    const { db, clock } = c.var.deps;
    const { address } = validate(c.var.body, { address: rules.string().nullable().max(64) });
    if (address === undefined) throw new ValidationError({ address: [fieldMessage('present', 'address')] });
    const user = c.get('user');
    let stored: string | null = null;
    if (address !== null) {
      stored = checksumWalletAddress(address);
      if (!stored) throw new ValidationError({ address: [__(INVALID_WALLET_ADDRESS)] });
      if (walletTakenByOther(db, user.id, stored)) throw new ValidationError({ address: [fieldMessage('unique', 'address')] });
    }
    setWalletAddress(db, user.id, stored, toTimestamp(clock.now()));
    return c.json(userResource(db, findUserById(db, user.id)!));
  });

  return app;
}
