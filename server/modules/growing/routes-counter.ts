// The counter screen's routes (docs/spec.md §12 "Counter"; src/shared/contract/club-counter.ts):
// a scanned card (checked with the club's public key) or a membership number gives the member's
// photo-free summary; a handover goes through the one handover service (./handover.ts) that
// `club dispense` calls too, answered once per Idempotency-Key; the leaflet is its PDF.
import { Hono } from 'hono';
import { clubCounter, type CounterMember } from '../../../src/shared/contract/club-counter.ts';
import type { PdfDocument } from '../../../src/shared/contract/wallet.ts';
import { staffActor } from '../../audit/actors.ts';
import { findUserById } from '../../auth/repository-users.ts';
import { staffGuard } from '../../auth/require-permission.ts';
import { berlinDay, toTimestamp } from '../../clock.ts';
import { sql, type Database } from '../../db/open.ts';
import type { AppEnv } from '../../http/env.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { idempotent } from '../../http/idempotency.ts';
import { input } from '../../http/input.ts';
import { __, fieldMessage } from '../../lang/translate.ts';
import { findWalletByUser } from '../../ledger/repository.ts';
import { ageBandOf, countedDateOfBirth } from '../../members/age.ts';
import { checkCard } from '../../members/card.ts';
import {
  findMembership,
  findMembershipByNumber,
  memberNumberLabel,
  parseMemberNumber,
  type MembershipRow,
} from '../../members/repository.ts';
import { ticketKeys } from '../../signing/club-keys.ts';
import { GrowingError } from './errors.ts';
import { announceHandover, handOver } from './handover.ts';
import { leafletOf } from './leaflet.ts';
import { parseGramsMg, quotaAt } from './quota.ts';
import { listReservations } from './repository.ts';
import { listBatches } from './repository-batches.ts';
import { findHandover } from './repository-handovers.ts';
import { countedFor } from './repository-quota.ts';
import { findStrain } from './repository-strains.ts';
import { toReservation } from './resources.ts';
import { gramsProblem, refusalError } from './rules.ts';

const grams = (mg: number) => mg / 1000;

/** The counter's summary of a member: name, number, age band, status, what is left, today's reservations, the balance. */
export function counterMember(db: Database, membership: MembershipRow, now: Date): CounterMember {
  const user = findUserById(db, membership.user_id)!;
  const stamp = toTimestamp(now);
  const day = berlinDay(now);
  const born = countedDateOfBirth(db, user.id);
  const quota = quotaAt(countedFor(db, user.id, stamp), now, born);
  return {
    user_id: user.id,
    name: user.name,
    member_number: membership.number === null ? '' : memberNumberLabel(membership.number),
    age_band: ageBandOf(db, user.id, day),
    status: membership.status,
    day_left_grams: grams(Math.max(0, quota.dayLimitMg - quota.dayUsedMg)),
    month_left_grams: grams(Math.max(0, quota.monthLimitMg - quota.monthUsedMg)),
    month_limit_grams: grams(quota.monthLimitMg),
    max_thc_percent: quota.maxThcTenths === null ? null : quota.maxThcTenths / 10,
    reservations_today: listReservations(db, user.id, stamp)
      .filter((r) => r.status === 'reserved' && berlinDay(new Date(r.slot_at)) === day)
      .map((r) => toReservation(db, r)),
    wallet_balance_cents: findWalletByUser(db, user.id)?.balance_cents ?? 0,
  };
}

const NOT_A_CARD = 'This is not a valid membership card of this club.';
const EXPIRED_CARD = 'This membership card has expired: the member opens the current one in the portal.';

export function counterRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const memberNotFound = () => notFound('No query results for model [App\\Models\\Member].');

  app.post('/club/counter/scan', staffGuard(clubCounter.scan), (c) => {
    const { body } = input(c, clubCounter.scan);
    const { db, config, clock } = c.var.deps;
    const checked = checkCard(body.payload, ticketKeys(config).publicKey, clock.now());
    if (!checked.ok)
      throw new ValidationError({ payload: [checked.reason === 'expired' ? __(EXPIRED_CARD) : __(NOT_A_CARD)] });
    const membership = findMembershipByNumber(db, checked.claims.n);
    if (!membership) throw new ValidationError({ payload: [__(NOT_A_CARD)] });
    return c.json(counterMember(db, membership, clock.now()));
  });

  app.get('/club/counter/members/:number', staffGuard(clubCounter.member), (c) => {
    const number = parseMemberNumber(c.req.param('number'));
    const membership = number === null ? undefined : findMembershipByNumber(c.var.deps.db, number);
    if (!membership) throw memberNotFound();
    return c.json(counterMember(c.var.deps.db, membership, c.var.deps.clock.now()));
  });

  app.get('/club/counter/members', staffGuard(clubCounter.search), (c) => {
    const { search } = input(c, clubCounter.search).query;
    const number = parseMemberNumber(search);
    const rows = sql(
      c.var.deps.db,
      `SELECT m.user_id, u.name, m.number, m.status FROM memberships m JOIN users u ON u.id = m.user_id
        WHERE m.number IS NOT NULL AND m.erased_at IS NULL AND (m.number = :number OR u.name LIKE :like ESCAPE '\\')
        ORDER BY u.name, m.number LIMIT 20`,
    ).all({ number, like: `%${search.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` }) as {
      user_id: number;
      name: string;
      number: number;
      status: string;
    }[];
    return c.json(
      rows.map((r) => ({
        user_id: r.user_id,
        name: r.name,
        member_number: memberNumberLabel(r.number),
        status: r.status,
      })),
    );
  });

  app.get('/club/counter/batches', staffGuard(clubCounter.batches), (c) => {
    const { db } = c.var.deps;
    return c.json({
      data: listBatches(db, { status: 'released' })
        .filter((b) => b.stock_mg > 0)
        .map((b) => {
          const strain = findStrain(db, b.strain_id)!;
          return {
            id: b.id,
            label: b.label,
            strain: { id: strain.id, name: strain.name },
            stock_grams: grams(b.stock_mg),
            thc_percent: b.thc_tenths / 10,
            cbd_percent: b.cbd_tenths / 10,
            price_cents_per_gram: strain.price_cents_per_gram,
            best_before: b.best_before,
          };
        }),
    });
  });

  app.post('/club/counter/handovers', staffGuard(clubCounter.handOver), (c) => {
    const { body } = input(c, clubCounter.handOver);
    const { deps } = c.var;
    const problem = gramsProblem(body.grams);
    if (problem) throw new ValidationError({ grams: [problem] });
    const membership = findMembership(deps.db, body.user_id);
    if (!membership) throw new ValidationError({ user_id: [fieldMessage('in', 'user_id')] });
    return idempotent(c, () => {
      try {
        const row = handOver(deps, staffActor(c.get('user')), {
          userId: body.user_id,
          batchId: body.batch_id,
          mg: parseGramsMg(body.grams),
          reservationLabel: body.reservation ?? null,
          idSeen: body.id_seen,
          now: toTimestamp(deps.clock.now()),
        });
        const batch = sql(deps.db, 'SELECT label FROM batches WHERE id = ?').get(row.batch_id) as { label: string };
        const reservation =
          row.reservation_id === null
            ? null
            : (sql(deps.db, 'SELECT label FROM growing_reservations WHERE id = ?').get(row.reservation_id) as {
                label: string;
              });
        return {
          status: 201,
          body: {
            id: row.id,
            member_number: memberNumberLabel(row.member_number!),
            batch: batch.label,
            strain: row.strain_name,
            grams: grams(row.grams_mg),
            price_cents: row.price_cents,
            reservation_label: reservation?.label ?? null,
            handed_at: row.handed_at,
          },
          after: () => announceHandover(deps, row),
        };
      } catch (error) {
        if (error instanceof GrowingError) throw refusalError(error);
        throw error;
      }
    });
  });

  app.get('/club/counter/handovers/:id/leaflet', staffGuard(clubCounter.leaflet), async (c) => {
    const { db } = c.var.deps;
    const id = Number(c.req.param('id'));
    const row = Number.isSafeInteger(id) ? findHandover(db, id) : undefined;
    if (!row) throw notFound('No query results for model [App\\Models\\Handover].');
    return c.json((await leafletOf(c.var.deps, row)) satisfies PdfDocument);
  });

  return app;
}
