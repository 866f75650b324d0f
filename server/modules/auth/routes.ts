// Auth routes (prefix /api): register, login with the verification step, refresh, logout and the
// one-time login link. Thin: validation here, the rules in server/auth/*.
import { dateOfBirthProblem, setDateOfBirth } from '../../auth/date-of-birth.ts';
import { berlinDay, toTimestamp } from '../../clock.ts';
import { Hono } from 'hono';
import { REGISTER_LIMIT, TOKEN_LOGIN_LIMIT, VERIFICATION_CODE_LIMIT } from '../../auth/limits.ts';
import { attemptLogin } from '../../auth/login.ts';
import { requireAuth } from '../../auth/middleware.ts';
import { joinedHeader } from '../../http/request.ts';
import { WIDGET_ABILITY } from '../../../src/shared/contract/widget-token-abilities.ts';
import { withPasswordPolicy } from '../../auth/password-policy.ts';
import { auth } from '../../../src/shared/contract/auth.ts';
import { randomHex, sha256Hex } from '../../auth/random.ts';
import {
  clientInfo,
  isForeignOrigin,
  issuePendingSession,
  issueSession,
  sendEmailVerification,
  WIDGET_LOGIN_MARK,
} from '../../auth/sessions.ts';
import { isWidgetToken } from '../../auth/middleware.ts';
import { registrationAttemptMail } from '../../mail/messages.ts';
import { abilitiesOf, VERIFY_ABILITY } from '../../auth/tokens.ts';
import { completeVerification, sendVerificationCode, verificationMethod } from '../../auth/verification.ts';
import type { AppEnv } from '../../http/env.ts';
import { forbidden, ValidationError, type FieldErrors } from '../../http/errors.ts';
import { throttle } from '../../http/rate-limit.ts';
import { input as readInput, validateFields } from '../../http/input.ts';
import { fieldMessage } from '../../lang/translate.ts';
import { consumeLoginLink } from '../../auth/repository-secrets.ts';
import { acceptCurrentTerms } from '../../auth/repository-terms.ts';
import { deleteAccessToken } from '../../auth/repository-tokens.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByRefHash,
  insertUser,
  updateLastIp,
} from '../../auth/repository-users.ts';
import { currentLocale } from '../../lang/locale.ts';
import { __ } from '../../lang/translate.ts';

/** The answer to every registration, new address or known (Fortify-style, no enumeration). */
export const REGISTERED = 'Thanks for registering! We have emailed you a link to confirm your address. Then log in.';

export function authRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  // Known and new addresses get the same answer (and the same hash work): registration tells
  // nobody who is a member; the owner of a known address gets a mail instead.
  app.post(
    '/auth/register',
    throttle(REGISTER_LIMIT, (c) => c.var.ip),
    async (c) => {
      const { db, clock, hasher, config, mailer } = c.var.deps;
      const input = validateFields(withPasswordPolicy(auth.register.body), c.var.body);
      const errors: FieldErrors = {};
      const birthProblem = input.date_of_birth ? dateOfBirthProblem(input.date_of_birth, berlinDay(clock.now())) : null;
      if (birthProblem) errors.date_of_birth = [birthProblem];
      const sponsor = input.ref_hash ? findUserByRefHash(db, input.ref_hash) : undefined;
      if (input.ref_hash && !sponsor) errors.ref_hash = [fieldMessage('in', 'ref_hash')];
      if (Object.keys(errors).length) throw new ValidationError(errors);

      const password = await hasher.hash(input.password);
      const answer = () => c.json({ message: __(REGISTERED) }, 202);
      const existing = findUserByEmail(db, input.email);
      if (existing) {
        const mail = registrationAttemptMail(
          existing,
          `${config.frontendUrl}/login`,
          `${config.frontendUrl}/recover`,
          config.appName,
        );
        // Both ways send one mail and await it: the answer's timing does not tell them apart.
        await mailer.send(mail);
        return answer();
      }
      const now = toTimestamp(clock.now());
      let refHash = randomHex(5);
      while (findUserByRefHash(db, refHash)) refHash = randomHex(5);
      const user = insertUser(db, {
        name: input.name.trim(),
        email: input.email.trim(),
        password,
        language: input.language ?? currentLocale(),
        ref_hash: refHash,
        sponsor_id: sponsor?.id ?? null,
        ip_address: c.var.ip,
        created_at: now,
      });
      acceptCurrentTerms(db, user.id, now);
      if (input.date_of_birth) setDateOfBirth(db, user.id, input.date_of_birth.trim(), now);
      await sendEmailVerification(c.var.deps, user);
      return answer();
    },
  );

  app.post('/auth/login', async (c) => {
    const input = readInput(c, auth.login).body;
    const user = await attemptLogin(c.var.deps, { email: input.email, password: input.password, ip: c.var.ip });
    // A widget's sign-in (asked for, or from another site's page) ends in a widget token (T28).
    const widget = input.widget === true || isForeignOrigin(c.var.deps, joinedHeader(c, 'origin'));
    return c.json(issuePendingSession(c.var.deps, user, clientInfo(c, input.device_name), { widget }));
  });

  app.post(
    '/user/request-verification-code',
    requireAuth({ abilities: [VERIFY_ABILITY] }),
    throttle(VERIFICATION_CODE_LIMIT, (c) => String(c.get('user').id)),
    async (c) => {
      const user = c.get('user');
      if (verificationMethod(user) !== 'email') {
        throw new ValidationError({ code: [__('This account does not use emailed verification codes.')] });
      }
      await sendVerificationCode(c.var.deps, user);
      return c.json({ message: __('We have emailed you a verification code.') }, 202);
    },
  );

  app.post('/auth/verify', requireAuth({ abilities: [VERIFY_ABILITY] }), async (c) => {
    const pending = c.get('token');
    if (!abilitiesOf(pending).includes(VERIFY_ABILITY)) throw forbidden('Invalid ability provided.');
    const input = readInput(c, auth.verify).body;
    const { deps } = c.var;
    completeVerification(deps, c.get('user'), input);
    deleteAccessToken(deps.db, pending.id);
    updateLastIp(deps.db, c.get('user').id, c.var.ip);
    const user = findUserById(deps.db, c.get('user').id)!;
    const widget = abilitiesOf(pending).includes(WIDGET_LOGIN_MARK) || isForeignOrigin(deps, joinedHeader(c, 'origin'));
    return c.json(
      issueSession(
        deps,
        user,
        { ip: c.var.ip, userAgent: c.req.header('user-agent') ?? pending.user_agent, deviceName: pending.name },
        { widget },
      ),
    );
  });

  // A session or a widget's sign-in (a widget token refreshes into a widget token, same login).
  const session = requireAuth({ orAbilities: [WIDGET_ABILITY] });

  app.post('/auth/refresh', session, (c) => {
    const old = c.get('token');
    // A ghost session cannot refresh (requireAuth refuses its writes): it ends with its short token.
    const response = issueSession(
      c.var.deps,
      c.get('user'),
      { ip: c.var.ip, userAgent: c.req.header('user-agent') ?? old.user_agent, deviceName: old.name },
      { widget: isWidgetToken(old), continues: old },
    );
    deleteAccessToken(c.var.deps.db, old.id);
    return c.json(response);
  });

  app.post('/auth/logout', session, (c) => {
    deleteAccessToken(c.var.deps.db, c.get('token').id);
    return c.body(null, 204);
  });

  app.post(
    '/auth/token-login',
    throttle(TOKEN_LOGIN_LIMIT, (c) => c.var.ip),
    (c) => {
      const { deps } = c.var;
      const input = readInput(c, auth.tokenLogin).body;
      const link = consumeLoginLink(deps.db, sha256Hex(input.token.trim()), toTimestamp(deps.clock.now()));
      const user = link ? findUserById(deps.db, link.user_id) : undefined;
      if (!user) throw new ValidationError({ token: [__('This login link is invalid or has expired.')] });
      updateLastIp(deps.db, user.id, c.var.ip);
      return c.json(issueSession(deps, { ...user, ip_address: c.var.ip }, clientInfo(c)));
    },
  );

  return app;
}
