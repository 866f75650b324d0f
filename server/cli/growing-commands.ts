// The club's dispensary commands: `strain:add`, `strain:stock` (the menu with its stock: the sum of
// each strain's released batches), `member:verify-age` (the club's check of a member's age on an
// official ID, the date the limits use) and `dispense`, which records a handover through the same
// service as the counter screen (server/modules/growing/handover.ts), then notifies the member
// (without strain or grams: privacy).
import { parseArgs } from 'node:util';
import { toTimestamp } from '../clock.ts';
import type { AppDeps } from '../http/env.ts';
import { withLocale } from '../lang/locale.ts';
import { cliActor } from '../audit/actors.ts';
import { formatGrams, parseGramsMg } from '../modules/growing/quota.ts';
import { GrowingError } from '../modules/growing/errors.ts';
import { announceHandover, fulfilledReservation, handOver } from '../modules/growing/handover.ts';
import { addStrain, listStrains } from '../modules/growing/repository-strains.ts';
import { AGE_CHECK_DOCUMENTS, recordAgeCheck, type AgeCheckDocument } from '../auth/age-checks.ts';
import { MIN_AGE } from '../auth/date-of-birth.ts';
import { berlinDay } from '../clock.ts';
import { ageOn, ADULT_AGE } from '../modules/growing/quota.ts';
import { refusalError } from '../modules/growing/rules.ts';
import { findUserByEmail, findUserById } from '../auth/repository-users.ts';
import { findMembershipByNumber, parseMemberNumber } from '../members/repository.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { transaction } from '../db/open.ts';

interface Io {
  out(line: string): void;
  err(line: string): void;
}

type Command = (deps: AppDeps, args: string[], io: Io) => Promise<number>;

export const GROWING_USAGE = `  strain:add --name N --thc P --cbd P --price EUR --stock G
                                  add a strain (THC/CBD in %, price per gram in euros; stock: a released batch of G grams)
  strain:stock                    list the strains with their stock (the sum of their released batches)
  member:verify-age <email> --date-of-birth YYYY-MM-DD --document "ID card" [--by <staff email>]
                                  record the club's check of the member's age on an official photo ID
                                  (${AGE_CHECK_DOCUMENTS.join(', ')}): the date the limits use
  dispense <email|M-number> --grams <g> (--strain <id> | --batch <id>) [--reservation RES-…] --id-seen
                                  record a handover after checking the law (KCanG §19); paid from the wallet;
                                  fulfils the member's open reservation of that strain for today`;

/** 'YYYY-MM-DD' that exists and is not after `today`, else null. */
function pastDay(value: string | undefined, today: string): string | null {
  const text = value?.trim() ?? '';
  const at = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : new Date(NaN);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== text || text < '1900-01-01' || text > today)
    return null;
  return text;
}

const tenths = (value: string | undefined) => {
  const match = value === undefined ? null : /^(\d{1,3})(?:[.,](\d))?$/.exec(value.trim());
  return match ? Number(match[1]) * 10 + Number(match[2] ?? '0') : null;
};
const cents = (value: string | undefined) => {
  const match = value === undefined ? null : /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(value.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
};

function help(io: Io, text: string, values: { help?: boolean }): boolean {
  if (values.help) io.out(text);
  return Boolean(values.help);
}

/** A member by email or membership number (M-00042). */
export function memberByEmailOrNumber(deps: AppDeps, text: string) {
  const number = text.includes('@') ? null : parseMemberNumber(text);
  if (number === null) return findUserByEmail(deps.db, text);
  const membership = findMembershipByNumber(deps.db, number);
  return membership ? findUserById(deps.db, membership.user_id) : undefined;
}

export const growingCommands: Record<string, Command> = {
  async 'strain:add'(deps, args, io) {
    const { values } = parseArgs({
      args,
      options: {
        name: { type: 'string' },
        thc: { type: 'string' },
        cbd: { type: 'string' },
        price: { type: 'string' },
        stock: { type: 'string' },
        help: { type: 'boolean' },
      },
    });
    const text = `Usage: npm run club -- strain:add --name N --thc 15.5 --cbd 0.5 --price 9.50 --stock 500`;
    if (help(io, text, values)) return 0;
    const thc = tenths(values.thc);
    const cbd = tenths(values.cbd ?? '0');
    const price = cents(values.price);
    const stock = parseGramsMg(values.stock);
    if (
      !values.name?.trim() ||
      thc === null ||
      thc > 1000 ||
      cbd === null ||
      cbd > 1000 ||
      price === null ||
      stock === null
    ) {
      io.err(`--name, --thc (0-100), --cbd, --price and --stock are required.\n\n${text}`);
      return 2;
    }
    const same = listStrains(deps.db).find(
      (strain) => strain.name.localeCompare(values.name!.trim(), undefined, { sensitivity: 'base' }) === 0,
    );
    if (same) {
      io.err(
        `A strain named "${same.name}" exists already (id ${same.id}): add stock as a batch in the staff area (Club → Batches).`,
      );
      return 1;
    }
    const name = values.name.trim();
    const row = transaction(deps.db, () => {
      const added = addStrain(deps.db, {
        name,
        thcTenths: thc,
        cbdTenths: cbd,
        priceCentsPerGram: price,
        stockMg: stock,
        now: toTimestamp(deps.clock.now()),
      });
      recordAudit(deps, cliActor(), {
        action: 'strain.added',
        subject: { type: 'strain', id: added.id },
        after: { name, thc_tenths: thc, cbd_tenths: cbd, price_cents_per_gram: price, stock_mg: stock },
      });
      return added;
    });
    io.out(`Strain ${row.id}: ${row.name}`);
    return 0;
  },

  async 'strain:stock'(deps, args, io) {
    const { values } = parseArgs({ args, options: { help: { type: 'boolean' } } });
    if (help(io, 'Usage: npm run club -- strain:stock   list strains and their stock (released batches)', values))
      return 0;
    for (const s of listStrains(deps.db))
      io.out(`${s.id}\t${s.name}\tTHC ${s.thc_tenths / 10} %\tCBD ${s.cbd_tenths / 10} %\t${s.stock_mg / 1000} g`);
    return 0;
  },

  async 'member:verify-age'(deps, args, io) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        'date-of-birth': { type: 'string' },
        document: { type: 'string' },
        by: { type: 'string' },
        help: { type: 'boolean' },
      },
    });
    const text = `Usage: npm run club -- member:verify-age <email> --date-of-birth YYYY-MM-DD --document "ID card" [--by <staff email>]

Records that the club checked the member's age on an official photo ID: the date of birth as on the
document and its kind (${AGE_CHECK_DOCUMENTS.join(', ')}); no number or copy of it. From then on the
quota uses this date, and the member can no longer change their own. --by names the staff member who
checked (default: the operator of this command).`;
    if (help(io, text, values)) return 0;
    const today = berlinDay(deps.clock.now());
    const dateOfBirth = pastDay(values['date-of-birth'], today);
    const document = AGE_CHECK_DOCUMENTS.find((kind) => kind.toLowerCase() === values.document?.trim().toLowerCase());
    if (positionals.length !== 1 || !dateOfBirth || !document) {
      io.err(
        `An email, --date-of-birth (a past date, YYYY-MM-DD) and --document (${AGE_CHECK_DOCUMENTS.join(', ')}) are required.\n\n${text}`,
      );
      return 2;
    }
    const member = findUserByEmail(deps.db, positionals[0]!);
    if (!member) {
      io.err(`No member with the email address ${positionals[0]}.`);
      return 1;
    }
    const staff = values.by === undefined ? null : findUserByEmail(deps.db, values.by);
    if (values.by !== undefined && !staff) {
      io.err(`No staff member with the email address ${values.by}.`);
      return 1;
    }
    // who checked: the staff member --by names (through the command line), else its operator
    const actor = staff ? { id: staff.id, label: staff.email, via: 'cli' as const } : cliActor();
    const check = recordAgeCheck(deps, actor, {
      userId: member.id,
      dateOfBirth,
      document: document as AgeCheckDocument,
    });
    const age = ageOn(check.date_of_birth, today);
    const limits =
      age < MIN_AGE
        ? 'under 18: nothing may be handed over'
        : age < ADULT_AGE
          ? 'under 21: at most 30 g a month, strains with at most 10 % THC'
          : '21 or older: 25 g a day, 50 g a month';
    io.out(
      `Age check recorded for ${member.email}: born ${check.date_of_birth} (${check.document}), checked by ${check.checked_by} at ${check.checked_at}. Limits: ${limits}.`,
    );
    return 0;
  },

  async dispense(deps, args, io) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        strain: { type: 'string' },
        batch: { type: 'string' },
        grams: { type: 'string' },
        reservation: { type: 'string' },
        'id-seen': { type: 'boolean' },
        help: { type: 'boolean' },
      },
    });
    const text = `Usage: npm run club -- dispense <email|M-number> --grams <g> (--strain <id> | --batch <id>) [--reservation RES-…] --id-seen

Records a handover through the counter's own service: the member must be active, --id-seen says
you saw an official photo ID with the membership card (KCanG §19 (2)), the law's limits are
checked with the batch's THC, the grams leave a released batch (--batch, or the strain's batch
that expires first), the price is paid from the wallet, and a reservation of that strain for
today (or --reservation) is fulfilled. Grams take a decimal point or comma (2.5 or 2,5).`;
    if (help(io, text, values)) return 0;
    const strainId = values.strain === undefined ? undefined : Number(values.strain);
    const batchId = values.batch === undefined ? null : Number(values.batch);
    const mg = values.grams === undefined ? null : parseGramsMg(values.grams);
    if (values.grams !== undefined && (mg === null || mg === 0)) {
      io.err(
        `--grams must be a number of grams above 0 with at most one decimal, e.g. 2.5 or 2,5 (got "${values.grams}").`,
      );
      return 2;
    }
    if (
      positionals.length !== 1 ||
      (strainId !== undefined && !Number.isSafeInteger(strainId)) ||
      (batchId !== null && !Number.isSafeInteger(batchId)) ||
      (strainId === undefined && batchId === null && !values.reservation)
    ) {
      io.err(`An email or membership number, --strain or --batch (or --reservation) are required.\n\n${text}`);
      return 2;
    }
    const user = memberByEmailOrNumber(deps, positionals[0]!);
    if (!user) {
      io.err(`No member ${positionals[0]}.`);
      return 1;
    }
    try {
      const row = handOver(deps, cliActor(), {
        userId: user.id,
        batchId,
        strainId,
        mg,
        reservationLabel: values.reservation ?? null,
        idSeen: values['id-seen'] === true,
        now: toTimestamp(deps.clock.now()),
      });
      await announceHandover(deps, row);
      const fulfilled = fulfilledReservation(deps.db, row);
      io.out(
        `Handover ${row.id} recorded: ${formatGrams(row.grams_mg, 'en')} g of ${row.strain_name} to ${user.email}${fulfilled ? ` (reservation ${fulfilled} fulfilled)` : ''}.`,
      );
      return 0;
    } catch (error) {
      if (!(error instanceof GrowingError)) throw error;
      // The operator reads the same sentence the member would get, in English.
      const refused = withLocale('en', () => refusalError(error));
      io.err(Object.values(refused.errors).flat().join(' '));
      return 1;
    }
  },
};
