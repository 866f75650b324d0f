// The Growing module's member routes: the strain menu, the quota meter (KCanG §19 (3)),
// pickup slots and reservations, the distribution record (also as PDF) and the member's date of
// birth. Full session only (no API token ability covers them); a ghost session's changes are refused
// by requireAuth (server/auth/ghost.ts).
// Reserving goes through idempotent(): one transaction, one answer per Idempotency-Key.
import { staffCue } from '../../realtime/staff-cue.ts';
import { Hono } from 'hono';
import { requireAuth } from '../../auth/middleware.ts';
import { toTimestamp, berlinDay } from '../../clock.ts';
import type { AppContext, AppEnv } from '../../http/env.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { idempotent, replayIdempotent } from '../../http/idempotency.ts';
import { __, fieldMessage } from '../../lang/translate.ts';
import { currentLocale } from '../../lang/locale.ts';
import type { Quota } from '../../../src/shared/contract/growing.ts';
import { walletUpdated } from '../../ledger/events.ts';
import { handoverRecordPdf } from './pdf.ts';
import { parseGramsMg, quotaAt } from './quota.ts';
import { GrowingError } from './errors.ts';
import { cancelReservation, listReservations, reserve } from './repository.ts';
import { findHandover, listHandovers } from './repository-handovers.ts';
import { leafletOf } from './leaflet.ts';
import { countedFor } from './repository-quota.ts';
import { setDateOfBirth, dateOfBirthProblem } from '../../auth/date-of-birth.ts';
import { ageFacts, findAgeCheck } from '../../auth/age-checks.ts';
import { findStrain, listStrains } from './repository-strains.ts';
import { toHandover, toReservation, toStrain } from './resources.ts';
import { gramsProblem, refusalError, requireNoProblems } from './rules.ts';
import { pickupSlots } from './slots.ts';

const member = requireAuth();

/**
 * The meter now (Europe/Berlin day and month). The limits depend on the age (KCanG §19 (3)) the
 * club checked on an official ID: until then the stricter ones of members under 21 apply, and
 * without any date of birth nothing can be reserved or handed over (refusal
 * 'date_of_birth_missing', docs/spec.md §2 Growing).
 */
export function quotaOf(c: AppContext): Quota {
  const { db, clock } = c.var.deps;
  const userId = c.get('user').id;
  const check = findAgeCheck(db, userId);
  const state = quotaAt(countedFor(db, userId, toTimestamp(clock.now())), clock.now(), check?.date_of_birth ?? null);
  return {
    date_of_birth: ageFacts(db, userId).claimed,
    age_check: check
      ? { date_of_birth: check.date_of_birth, document: check.document, checked_at: check.checked_at }
      : null,
    under_21: state.under21,
    max_thc_percent: state.maxThcTenths === null ? null : state.maxThcTenths / 10,
    day: { used_grams: state.dayUsedMg / 1000, limit_grams: state.dayLimitMg / 1000 },
    month: { used_grams: state.monthUsedMg / 1000, limit_grams: state.monthLimitMg / 1000 },
  };
}

/** The member corrects their own date of birth only until the club has checked it (then: staff). */
export const AGE_CHECKED =
  'The club has checked your date of birth against your ID. To correct it, please ask the club’s staff.';

export function growingRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/growing/strains', member, (c) => {
    const max = quotaOf(c).max_thc_percent;
    return c.json({
      data: listStrains(c.var.deps.db).map((row) => toStrain(row, max === null ? null : Math.round(max * 10))),
    });
  });

  app.get('/growing/quota', member, (c) => c.json(quotaOf(c)));

  app.get('/growing/slots', member, (c) =>
    c.json({ data: pickupSlots(c.var.deps.clock.now()).map((at) => ({ at: toTimestamp(at) })) }),
  );

  app.get('/growing/handovers', member, (c) =>
    c.json({ data: listHandovers(c.var.deps.db, c.get('user').id).map((row) => toHandover(c.var.deps.db, row)) }),
  );

  app.get('/growing/handovers/pdf', member, async (c) => {
    const { db, config, clock } = c.var.deps;
    const user = c.get('user');
    const pdf = await handoverRecordPdf(
      {
        clubName: config.appName,
        member: { name: user.name, email: user.email },
        language: currentLocale(),
        timeZone: config.timeZone,
        now: clock.now(),
      },
      findAgeCheck(db, user.id)?.date_of_birth ?? ageFacts(db, user.id).claimed,
      listHandovers(db, user.id).map((row) => toHandover(db, row)),
    );
    return c.json({ name: `distribution-record-${berlinDay(clock.now())}`, data: pdf.toString('base64') });
  });

  app.get('/growing/handovers/:id/leaflet', member, async (c) => {
    const id = Number(c.req.param('id'));
    const row = Number.isSafeInteger(id) ? findHandover(c.var.deps.db, id) : undefined;
    if (!row || row.user_id !== c.get('user').id) throw notFound('No query results for model [App\\Models\\Handover].');
    return c.json(await leafletOf(c.var.deps, row));
  });

  app.get('/growing/reservations', member, (c) =>
    c.json({
      data: listReservations(c.var.deps.db, c.get('user').id, toTimestamp(c.var.deps.clock.now())).map((row) =>
        toReservation(c.var.deps.db, row),
      ),
    }),
  );

  app.post('/growing/reservations', member, replayIdempotent, (c) => {
    const { db, clock } = c.var.deps;
    const userId = c.get('user').id;
    const body = c.var.body;
    const strainId =
      typeof body.strain_id === 'number' && Number.isSafeInteger(body.strain_id)
        ? body.strain_id
        : /^\d{1,9}$/.test(String(body.strain_id ?? ''))
          ? Number(body.strain_id)
          : null;
    const slots = pickupSlots(clock.now()).map(toTimestamp);
    requireNoProblems({
      strain_id:
        body.strain_id === undefined || body.strain_id === null || body.strain_id === ''
          ? fieldMessage('required', 'strain_id')
          : strainId === null || !findStrain(db, strainId)
            ? fieldMessage('in', 'strain_id')
            : null,
      grams: gramsProblem(body.grams),
      slot:
        typeof body.slot === 'string' && slots.includes(body.slot)
          ? null
          : __('Please pick one of the offered pickup slots.'),
    });
    return idempotent(c, () => {
      try {
        const row = reserve(db, {
          userId,
          strainId: strainId!,
          mg: parseGramsMg(body.grams)!,
          slotAt: body.slot as string,
          now: toTimestamp(clock.now()),
        });
        const after = async () => {
          await walletUpdated(c.var.deps, userId);
          await staffCue(c.var.deps, 'pickups');
        };
        return { status: 201, body: toReservation(db, row), after };
      } catch (error) {
        if (error instanceof GrowingError) throw refusalError(error);
        throw error;
      }
    });
  });

  app.post('/growing/reservations/:label/cancel', member, async (c) => {
    const label = c.req.param('label') ?? '';
    const { db, clock } = c.var.deps;
    try {
      const row = cancelReservation(db, c.get('user').id, label, toTimestamp(clock.now()));
      if (!row) throw notFound(`No query results for model [App\\Models\\Reservation] ${label}`);
      await walletUpdated(c.var.deps, c.get('user').id);
      await staffCue(c.var.deps, 'pickups');
      return c.json(toReservation(db, row));
    } catch (error) {
      if (error instanceof GrowingError) throw refusalError(error);
      throw error;
    }
  });

  app.put('/growing/date-of-birth', member, (c) => {
    const { db, clock } = c.var.deps;
    const problem = dateOfBirthProblem(c.var.body.date_of_birth, berlinDay(clock.now()));
    if (problem) throw new ValidationError({ date_of_birth: [problem] });
    if (findAgeCheck(db, c.get('user').id)) throw new ValidationError({ date_of_birth: [__(AGE_CHECKED)] });
    setDateOfBirth(db, c.get('user').id, (c.var.body.date_of_birth as string).trim(), toTimestamp(clock.now()));
    return c.json(quotaOf(c));
  });

  return app;
}
