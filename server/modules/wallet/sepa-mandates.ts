// SEPA direct debit (docs/spec.md §10 "Treasury"): a member's mandate given in the portal, and the
// pain.008 file that collects every charge waiting under one. Every export is one audit entry.
import { recordAudit, type AuditActor } from '../../audit/audit-log.ts';
import { berlinDay, toTimestamp } from '../../clock.ts';
import { formatLabel } from '../../db/labels.ts';
import { sql, transaction, type Database } from '../../db/open.ts';
import type { AppDeps } from '../../http/env.ts';
import { directDebitXml } from './sepa-xml.ts';
import { FeeError } from './fee-plans.ts';
import type { FeeChargeRow } from './fees.ts';

export interface MandateRow {
  id: number;
  user_id: number;
  reference: string;
  holder: string;
  iban: string;
  signed_on: string;
  consent_at: string;
  first_collected: number;
  revoked_at: string | null;
  created_at: string;
}

export const activeMandateOf = (db: Database, userId: number): MandateRow | undefined =>
  sql(db, 'SELECT * FROM sepa_mandates WHERE user_id = ? AND revoked_at IS NULL').get(userId) as MandateRow | undefined;

/** The member's consent in the portal: a mandate with a fresh reference, signed today (their own write). */
export function giveMandate(deps: AppDeps, userId: number, account: { holder: string; iban: string }): MandateRow {
  const nowDate = deps.clock.now();
  const now = toTimestamp(nowDate);
  return transaction(deps.db, () => {
    sql(deps.db, 'UPDATE sepa_mandates SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(now, userId);
    // unique by the row it becomes (SEPA allows 35 characters: letters, digits and + ? / - : ( ) . , ')
    const { id } = sql(deps.db, 'SELECT COALESCE(MAX(id), 0) + 1 AS id FROM sepa_mandates').get() as { id: number };
    const reference = `CLUB-M-${userId}-${id}`;
    sql(
      deps.db,
      `INSERT INTO sepa_mandates (user_id, reference, holder, iban, signed_on, consent_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(userId, reference, account.holder, account.iban, berlinDay(nowDate), now, now);
    return activeMandateOf(deps.db, userId)!;
  });
}

export function revokeMandate(deps: AppDeps, userId: number): boolean {
  const now = toTimestamp(deps.clock.now());
  const { changes } = sql(
    deps.db,
    'UPDATE sepa_mandates SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL',
  ).run(now, userId);
  return changes > 0;
}

/**
 * Every charge waiting under a mandate goes into one pain.008 file (first or recurring collection
 * by the mandate's history); the club needs its creditor identifier (CLUB_CREDITOR_ID).
 */
export function exportDirectDebits(deps: AppDeps, actor: AuditActor) {
  const club = deps.config.wallet.bank;
  const creditorId = deps.config.wallet.creditorId;
  if (!club || !creditorId) throw new FeeError('no_creditor_id');
  const nowDate = deps.clock.now();
  const now = toTimestamp(nowDate);
  return transaction(deps.db, () => {
    const rows = sql(
      deps.db,
      `SELECT c.*, m.reference, m.holder, m.iban, m.signed_on, m.first_collected FROM fee_charges c
         JOIN sepa_mandates m ON m.id = c.mandate_id WHERE c.status = 'collecting' ORDER BY c.id`,
    ).all() as unknown as (FeeChargeRow &
      Pick<MandateRow, 'reference' | 'holder' | 'iban' | 'signed_on' | 'first_collected'>)[];
    if (rows.length === 0) throw new FeeError('nothing_to_collect');
    const id = (sql(deps.db, 'SELECT COALESCE(MAX(id), 0) + 1 AS id FROM direct_debit_batches').get() as { id: number })
      .id;
    const label = formatLabel('DD', id, now);
    const firsts = new Set<number>();
    const xml = directDebitXml({
      messageId: label,
      createdAt: nowDate,
      // SEPA core debits are presented at least a banking day ahead; five days leave room for a first one
      collectionDate: new Date(nowDate.getTime() + 5 * 86_400_000),
      club: { name: club.recipient, iban: club.iban, bic: club.bic, creditorId },
      debits: rows.map((row) => {
        const first = row.first_collected === 0 && !firsts.has(row.mandate_id!);
        if (first) firsts.add(row.mandate_id!);
        return {
          endToEndId: `FEE-${row.id}`,
          debtorName: row.holder,
          debtorIban: row.iban,
          mandateId: row.reference,
          mandateSignedOn: new Date(`${row.signed_on}T00:00:00Z`),
          amountCents: row.amount_cents,
          remittance: `${deps.config.appName} membership fee ${row.due_on}`,
          sequence: first ? 'FRST' : 'RCUR',
        };
      }),
    });
    const total = rows.reduce((sum, row) => sum + row.amount_cents, 0);
    sql(
      deps.db,
      'INSERT INTO direct_debit_batches (id, label, count, total_cents, xml, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ).run(id, label, rows.length, total, xml, actor.id, now);
    sql(
      deps.db,
      `UPDATE fee_charges SET status = 'collected', debit_batch_id = ?, updated_at = ? WHERE id IN (${rows.map(() => '?').join(',')})`,
    ).run(id, now, ...rows.map((row) => row.id));
    for (const mandateId of firsts)
      sql(deps.db, 'UPDATE sepa_mandates SET first_collected = 1 WHERE id = ?').run(mandateId);
    recordAudit(deps, actor, {
      action: 'direct-debit.exported',
      subject: { type: 'direct-debit-batch', id: label },
      after: { count: rows.length, total_cents: total },
    });
    return { label, count: rows.length, total_cents: total, xml, created_at: now };
  });
}

export const findDirectDebitBatch = (db: Database, label: string) =>
  sql(db, 'SELECT * FROM direct_debit_batches WHERE label = ?').get(label) as
    { label: string; count: number; total_cents: number; xml: string; created_at: string } | undefined;
