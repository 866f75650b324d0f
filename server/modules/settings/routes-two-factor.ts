// Settings: two-factor authentication (TOTP, RFC 6238) with our documented deviations from Fortify
// (docs/contracts.md §3.6, §4.4): a 160-bit secret; enabling is pending and does not gate login until a
// first code confirms it (T19); 8 recovery codes shown once and stored as sha256 (T20); every
// change re-authenticates with the password (ASVS 5.0 7.5.1). TOTP rules: server/auth/totp.ts.
import { Hono } from 'hono';
import { toTimestamp } from '../../clock.ts';
import { generateRecoveryCodes } from '../../auth/recovery-codes.ts';
import { decryptSecret, encryptSecret } from '../../auth/secret-box.ts';
import { generateSecret, otpauthUrl, verifyTotp } from '../../auth/totp.ts';
import { INVALID_CODE, twoFactorEnabled } from '../../auth/verification.ts';
import type { AppEnv } from '../../http/env.ts';
import { ValidationError } from '../../http/errors.ts';
import { reserveAttempt, type Limit } from '../../http/rate-limit.ts';
import { input } from '../../http/input.ts';
import { replaceRecoveryCodes, unusedRecoveryCodes } from '../../auth/repository-secrets.ts';
import {
  confirmTwoFactor,
  findUserById,
  setTwoFactorLastStep,
  setTwoFactorSecret,
} from '../../auth/repository-users.ts';
import {
  settings,
  type RecoveryCodes,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../../../src/shared/contract/settings.ts';
import { confirmPassword, member, memberChange } from './guard.ts';
import { qrCodeSvg } from '../../qr/qr-code.ts';
import { __ } from '../../lang/translate.ts';

/** Wrong confirmation codes per member per minute (as for the login challenge). */
export const TWO_FACTOR_CONFIRM_LIMIT: Limit = {
  name: 'settings-two-factor-confirm',
  maxAttempts: 5,
  decaySeconds: 60,
};

export const ALREADY_ENABLED =
  'Two-factor authentication is already enabled. Disable it first to set up a new authenticator.';
export const NOT_PENDING = 'Two-factor authentication has not been set up. Start again.';
export const NOT_ENABLED = 'Two-factor authentication is not enabled.';

export function settingsTwoFactorRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/user/two-factor', member(), (c) => {
    const user = c.get('user');
    const enabled = twoFactorEnabled(user);
    const body: TwoFactorStatus = {
      enabled_at: enabled ? user.google2fa_enabled_at : null,
      pending: !enabled && user.google2fa_secret !== null,
      recovery_codes_left: enabled ? unusedRecoveryCodes(c.var.deps.db, user.id).length : 0,
    };
    return c.json(body);
  });

  app.post('/user/two-factor', memberChange(), async (c) => {
    const { deps } = c.var;
    const { password } = input(c, settings.enableTwoFactor).body;
    await confirmPassword(c, password);
    const user = c.get('user');
    // A new secret would silently switch confirmed 2FA off until confirmed again.
    if (twoFactorEnabled(user)) throw new ValidationError({ password: [__(ALREADY_ENABLED)] });
    const secret = generateSecret();
    setTwoFactorSecret(deps.db, user.id, encryptSecret(deps.config, secret), toTimestamp(deps.clock.now()));
    const url = otpauthUrl({ issuer: deps.config.appName, account: user.email, secret });
    const body: TwoFactorSetup = { secret, otpauth_url: url, qr_svg: await qrCodeSvg(url) };
    return c.json(body);
  });

  app.post('/user/two-factor/confirm', memberChange(), (c) => {
    const { deps } = c.var;
    const { code } = input(c, settings.confirmTwoFactor).body;
    const user = c.get('user');
    const attempt = reserveAttempt(deps.limiter, TWO_FACTOR_CONFIRM_LIMIT, String(user.id));
    if (twoFactorEnabled(user)) throw new ValidationError({ code: [__(ALREADY_ENABLED)] });
    const secret = user.google2fa_secret ? decryptSecret(deps.config, user.google2fa_secret) : null;
    if (!secret) throw new ValidationError({ code: [__(NOT_PENDING)] });
    const step = verifyTotp({ secret, code, now: deps.clock.now(), lastUsedStep: user.google2fa_last_step });
    if (step === null) throw new ValidationError({ code: [__(INVALID_CODE)] });
    attempt.release();
    const now = toTimestamp(deps.clock.now());
    // The confirming code is spent: it cannot log in a second time.
    setTwoFactorLastStep(deps.db, user.id, step);
    confirmTwoFactor(deps.db, user.id, now);
    const body: RecoveryCodes = {
      recovery_codes: generateRecoveryCodes(deps, user.id),
      enabled_at: findUserById(deps.db, user.id)!.google2fa_enabled_at!,
    };
    return c.json(body);
  });

  app.delete('/user/two-factor', memberChange(), async (c) => {
    const { deps } = c.var;
    const { password } = input(c, settings.disableTwoFactor).body;
    await confirmPassword(c, password);
    const user = c.get('user');
    setTwoFactorSecret(deps.db, user.id, null, toTimestamp(deps.clock.now()));
    replaceRecoveryCodes(deps.db, user.id, [], toTimestamp(deps.clock.now()));
    return c.body(null, 204);
  });

  app.post('/user/two-factor/recovery-codes', memberChange(), async (c) => {
    const { deps } = c.var;
    const { password } = input(c, settings.recoveryCodes).body;
    await confirmPassword(c, password);
    const user = c.get('user');
    if (!twoFactorEnabled(user)) throw new ValidationError({ password: [__(NOT_ENABLED)] });
    const body: RecoveryCodes = {
      recovery_codes: generateRecoveryCodes(deps, user.id),
      enabled_at: user.google2fa_enabled_at!,
    };
    return c.json(body);
  });

  return app;
}
