// The membership module's public and member routes (docs/spec.md §12 "Joining the club",
// "Membership card"; src/shared/contract/membership.ts): the application (the /join page and the
// <club-join> widget send it, from the portal or a club's website in WIDGET_ORIGINS), the member's
// membership, their signed card, the leaving notice and an offered place.
import { Hono } from 'hono';
import { membership } from '../../../src/shared/contract/membership.ts';
import { ageOn, MIN_AGE } from '../../../src/shared/contract/form-rules.ts';
import { REGISTER_LIMIT } from '../../auth/limits.ts';
import { requireAuth } from '../../auth/middleware.ts';
import { withPasswordPolicy } from '../../auth/password-policy.ts';
import { findUserByEmail, findUserById } from '../../auth/repository-users.ts';
import { sendEmailVerification } from '../../auth/sessions.ts';
import { berlinDay } from '../../clock.ts';
import type { AppContext, AppEnv } from '../../http/env.ts';
import { forbidden, notFound, ValidationError, type FieldErrors } from '../../http/errors.ts';
import { input, validateFields } from '../../http/input.ts';
import { throttle } from '../../http/rate-limit.ts';
import { currentLocale, type Locale } from '../../lang/locale.ts';
import { __ } from '../../lang/translate.ts';
import { registrationAttemptMail } from '../../mail/messages.ts';
import { ageBandOf } from '../../members/age.ts';
import { signCard } from '../../members/card.ts';
import { findMembership, memberNumberLabel } from '../../members/repository.ts';
import { qrCodeSvg } from '../../qr/qr-code.ts';
import { ticketKeys } from '../../signing/club-keys.ts';
import { acceptOffer, declineOffer, insertApplication, offerFreePlaces, wholeMonths } from './joining.ts';
import { giveNotice, withdrawNotice } from './leaving.ts';
import { jobActor } from '../../audit/actors.ts';
import { tellDecision } from './notices.ts';
import { toMembership } from './resources.ts';
import { membershipRefusal } from './rules.ts';

export const APPLIED =
  'Thank you for your application! We have emailed you a link to confirm your address. Then come to the club with an official photo ID.';
export const DECLARATION =
  'I declare that I am not a member of any other cannabis club (Anbauvereinigung) (KCanG §16 (3)).';
const DECLINED = 'Declined the offered place.';

/** The account's membership, or 404 for an account that never applied. */
function ownMembership(c: AppContext) {
  const row = findMembership(c.var.deps.db, c.get('user').id);
  if (!row) throw notFound('No query results for model [App\\Models\\Membership].');
  return row;
}

export function membershipRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const member = requireAuth();

  app.post(
    '/membership/applications',
    throttle(REGISTER_LIMIT, (c) => c.var.ip),
    async (c) => {
      const { deps } = c.var;
      const body = validateFields(withPasswordPolicy(membership.apply.body), c.var.body);
      const today = berlinDay(deps.clock.now());
      const errors: FieldErrors = {};
      if (body.date_of_birth > today || ageOn(body.date_of_birth, today) < MIN_AGE)
        errors.date_of_birth = [__('Members must be 18 or older to join.')];
      if (body.resident_since > today)
        errors.resident_since = [__('The day you moved to Germany cannot be in the future.')];
      else if (wholeMonths(body.resident_since, today) < deps.config.club.residenceMonths)
        errors.resident_since = [
          __('Members must have lived in Germany for at least :months months.', {
            months: deps.config.club.residenceMonths,
          }),
        ];
      if (Object.keys(errors).length) throw new ValidationError(errors);

      const passwordHash = await deps.hasher.hash(body.password);
      const answer = () => c.json({ message: __(APPLIED) }, 202);
      const existing = findUserByEmail(deps.db, body.email);
      if (existing) {
        // Both ways send one mail: the answer does not tell who has an account.
        await deps.mailer.send(
          registrationAttemptMail(
            existing,
            `${deps.config.frontendUrl}/login`,
            `${deps.config.frontendUrl}/recover`,
            deps.config.appName,
          ),
        );
        return answer();
      }
      const language: Locale = body.language ?? currentLocale();
      const userId = insertApplication(
        deps,
        {
          firstname: body.firstname.trim(),
          lastname: body.lastname.trim(),
          email: body.email.trim(),
          passwordHash,
          dateOfBirth: body.date_of_birth,
          street: body.street.trim(),
          zip: body.zip,
          city: body.city.trim(),
          residentSince: body.resident_since,
          language,
          ip: c.var.ip,
          declaration: __(DECLARATION, {}, language),
        },
        deps.clock.now(),
      );
      await sendEmailVerification(deps, findUserById(deps.db, userId)!);
      return answer();
    },
  );

  app.get('/membership', member, (c) =>
    c.json(toMembership(c.var.deps.db, c.var.deps.config, ownMembership(c), c.var.deps.clock.now())),
  );

  app.get('/membership/card', member, async (c) => {
    const { db, config, clock } = c.var.deps;
    const row = ownMembership(c);
    const now = clock.now();
    const band = ageBandOf(db, row.user_id, berlinDay(now));
    const key = ticketKeys(config).privateKey;
    if (row.status !== 'active' || row.number === null || band === null || !key)
      throw forbidden(__('Only an active member whose age the club has checked has a membership card.'));
    const { payload, claims } = signCard({ number: row.number, band, now, days: config.club.cardDays }, key);
    return c.json({
      member_number: memberNumberLabel(row.number),
      name: c.get('user').name,
      age_band: band,
      valid_from: claims.f,
      valid_until: claims.u,
      payload,
      qr_svg: await qrCodeSvg(payload),
    });
  });

  app.post('/membership/notice', member, (c) => {
    const { body } = input(c, membership.notice);
    try {
      const row = giveNotice(c.var.deps, c.get('user').id, body.leave_on ?? null);
      return c.json(toMembership(c.var.deps.db, c.var.deps.config, row, c.var.deps.clock.now()));
    } catch (error) {
      membershipRefusal(error);
    }
  });

  app.delete('/membership/notice', member, (c) => {
    try {
      const row = withdrawNotice(c.var.deps, c.get('user').id);
      return c.json(toMembership(c.var.deps.db, c.var.deps.config, row, c.var.deps.clock.now()));
    } catch (error) {
      membershipRefusal(error);
    }
  });

  app.post('/membership/offer/accept', member, async (c) => {
    try {
      const row = acceptOffer(c.var.deps, c.get('user').id);
      await tellDecision(c.var.deps, row);
      return c.json(toMembership(c.var.deps.db, c.var.deps.config, row, c.var.deps.clock.now()));
    } catch (error) {
      membershipRefusal(error);
    }
  });

  app.post('/membership/offer/decline', member, async (c) => {
    const { deps } = c.var;
    try {
      const row = declineOffer(deps, c.get('user').id, __(DECLINED));
      for (const offered of offerFreePlaces(deps, jobActor('membership-offers'))) await tellDecision(deps, offered);
      return c.json(toMembership(deps.db, deps.config, row, deps.clock.now()));
    } catch (error) {
      membershipRefusal(error);
    }
  });

  return app;
}
