// Email verification: the signed link from the mail (opened in a browser, so no token needed; the
// signature is the credential) redirects to the portal's /email-verification/{status}; members
// ask for a new link with POST user/email/verification-notification.
import { Hono } from 'hono';
import { toTimestamp } from '../../clock.ts';
import { VERIFICATION_MAIL_LIMIT, VERIFY_EMAIL_LINK_LIMIT } from '../../auth/limits.ts';
import { requireAuth } from '../../auth/middleware.ts';
import { safeEqual } from '../../auth/random.ts';
import { emailHash, sendEmailVerification } from '../../auth/sessions.ts';
import { checkSignedUrl } from '../../auth/signed-url.ts';
import type { AppEnv } from '../../http/env.ts';
import { throttle } from '../../http/rate-limit.ts';
import { findUserById, markEmailVerified } from '../../auth/repository-users.ts';
import { __ } from '../../lang/translate.ts';

export type EmailVerificationStatus = 'success' | 'already-verified' | 'invalid' | 'expired';

export function emailVerificationRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(
    '/email/verify/:id/:hash',
    throttle(VERIFY_EMAIL_LINK_LIMIT, (c) => c.var.ip),
    (c) => {
      const { deps } = c.var;
      const url = new URL(c.req.url);
      // Checked against APP_URL (where the link was made), so a proxy's Host header does not matter.
      const signed = checkSignedUrl(deps.config, `${deps.config.appUrl}${url.pathname}${url.search}`, deps.clock.now());
      let status: EmailVerificationStatus;
      const id = c.req.param('id');
      const user = /^\d{1,15}$/.test(id) ? findUserById(deps.db, Number(id)) : undefined;
      if (signed === 'invalid' || !user || !safeEqual(emailHash(user.email), c.req.param('hash'))) status = 'invalid';
      else if (signed === 'expired') status = 'expired';
      else if (user.email_verified_at) status = 'already-verified';
      else {
        markEmailVerified(deps.db, user.id, toTimestamp(deps.clock.now()));
        status = 'success';
      }
      return c.redirect(`${deps.config.frontendUrl}/email-verification/${status}`, 302);
    },
  );

  app.post(
    '/user/email/verification-notification',
    requireAuth(),
    throttle(VERIFICATION_MAIL_LIMIT, (c) => String(c.get('user').id)),
    async (c) => {
      const user = c.get('user');
      if (user.email_verified_at) return c.body(null, 204);
      await sendEmailVerification(c.var.deps, user);
      return c.json({ message: __('A new verification link has been sent to your email address.') }, 202);
    },
  );

  return app;
}
