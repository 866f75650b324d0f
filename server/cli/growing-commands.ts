// The club's dispensary commands: `strain:add`, `strain:stock`, `member:verify-age` (the club's
// check of a member's age on an official ID, the date the limits use) and `dispense`, which
// records a handover after checking the law (server/modules/growing/quota.ts), then notifies the
// member (without strain or grams: privacy) and sends the WalletUpdated cue.
import { parseArgs } from 'node:util';
import { toTimestamp } from '../clock.ts';
import type { AppDeps } from '../http/env.ts';
import { withLocale } from '../lang/locale.ts';
import { notifyWalletChange } from '../ledger/events.ts';
import { pickupNotice } from '../modules/growing/notices.ts';
import { formatGrams, parseGramsMg } from '../modules/growing/quota.ts';
import { GrowingError } from '../modules/growing/errors.ts';
import { AGE_CHECK_DOCUMENTS, recordAgeCheck, type AgeCheckDocument } from '../auth/age-checks.ts';
import { cliActor } from '../audit/actors.ts';
import { MIN_AGE } from '../auth/date-of-birth.ts';
import { berlinDay } from '../clock.ts';
import { ageOn, ADULT_AGE } from '../modules/growing/quota.ts';
import { findReservation } from '../modules/growing/repository.ts';
import { dispense, openReservationToday } from '../modules/growing/repository-handovers.ts';
import { addStrain, findStrain, listStrains, setStock } from '../modules/growing/repository-strains.ts';
import { refusalError } from '../modules/growing/rules.ts';
import { findUserByEmail } from '../auth/repository-users.ts';

interface Io {
  out(line: string): void;
  err(line: string): void;
}

type Command = (deps: AppDeps, args: string[], io: Io) => Promise<number>;

export const GROWING_USAGE = `  strain:add --name N --thc P --cbd P --price EUR --stock G
                                  add a strain (THC/CBD in %, price per gram in euros, stock in grams)
  strain:stock [<id> --grams G]   list the strains with their stock, or set one's stock
  member:verify-age <email> --date-of-birth YYYY-MM-DD --document "ID card" [--by <staff email>]
                                  record the club's check of the member's age on an official photo ID
                                  (${AGE_CHECK_DOCUMENTS.join(', ')}): the date the limits use
  dispense <email> --strain <id> [--grams <g>] [--reservation RES-…]
                                  record a handover after checking the law (KCanG §19 (3)); paid from the wallet;
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
        `A strain named "${same.name}" exists already (id ${same.id}): change its stock with strain:stock ${same.id} --grams G.`,
      );
      return 1;
    }
    const row = addStrain(deps.db, {
      name: values.name.trim(),
      thcTenths: thc,
      cbdTenths: cbd,
      priceCentsPerGram: price,
      stockMg: stock,
      now: toTimestamp(deps.clock.now()),
    });
    io.out(`Strain ${row.id}: ${row.name}`);
    return 0;
  },

  async 'strain:stock'(deps, args, io) {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: { grams: { type: 'string' }, help: { type: 'boolean' } },
    });
    const text =
      'Usage: npm run club -- strain:stock            list strains and stock\n       npm run club -- strain:stock <id> --grams G   set the stock of a strain';
    if (help(io, text, values)) return 0;
    if (positionals.length === 0) {
      for (const s of listStrains(deps.db))
        io.out(`${s.id}\t${s.name}\tTHC ${s.thc_tenths / 10} %\tCBD ${s.cbd_tenths / 10} %\t${s.stock_mg / 1000} g`);
      return 0;
    }
    const mg = parseGramsMg(values.grams);
    const id = Number(positionals[0]);
    if (mg === null || !Number.isSafeInteger(id)) {
      io.err(`A strain id and --grams are required.\n\n${text}`);
      return 2;
    }
    if (!findStrain(deps.db, id)) {
      io.err(`No strain ${positionals[0]}.`);
      return 1;
    }
    setStock(deps.db, id, mg, toTimestamp(deps.clock.now()));
    io.out(`Strain ${id}: ${mg / 1000} g in stock.`);
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
        grams: { type: 'string' },
        reservation: { type: 'string' },
        help: { type: 'boolean' },
      },
    });
    const text = `Usage: npm run club -- dispense <email> --strain <id> [--grams <g>] [--reservation RES-…]

  Records a handover after checking the law (KCanG §19 (3)); paid from the wallet. The member's open
  reservation of that strain for today is fulfilled (its grams; other --grams are refused).
  --grams takes a decimal point or comma: 2.5 or 2,5.`;
    if (help(io, text, values)) return 0;
    const now = toTimestamp(deps.clock.now());
    if (positionals.length !== 1) {
      io.err(`An email address is required.\n\n${text}`);
      return 2;
    }
    const reservation = values.reservation ? findReservation(deps.db, values.reservation, now) : undefined;
    if (values.reservation && !reservation) {
      io.err(`No reservation ${values.reservation}.`);
      return 1;
    }
    const strainId = values.strain !== undefined ? Number(values.strain) : reservation?.strain_id;
    if (strainId === undefined || !Number.isSafeInteger(strainId) || strainId <= 0) {
      io.err(`--strain must be a strain id (npm run club -- strain:stock lists them).\n\n${text}`);
      return 2;
    }
    let mg: number | null = null;
    if (values.grams !== undefined) {
      mg = parseGramsMg(values.grams);
      if (mg === null || mg === 0) {
        io.err(
          `--grams must be a number of grams above 0 with at most one decimal, e.g. 2.5 or 2,5 (got "${values.grams}").`,
        );
        return 2;
      }
    }
    const user = findUserByEmail(deps.db, positionals[0]!);
    if (!user) {
      io.err(`No member with the email address ${positionals[0]}.`);
      return 1;
    }
    const fulfils = reservation ?? openReservationToday(deps.db, user.id, strainId, now);
    if (mg === null && !fulfils) {
      io.err(`--grams is required: ${user.email} has no open reservation of strain ${strainId} for today.`);
      return 2;
    }
    try {
      const row = dispense(deps.db, {
        userId: user.id,
        strainId,
        mg,
        reservationLabel: values.reservation ?? null,
        now,
      });
      const label = fulfils?.label ?? null;
      await notifyWalletChange(deps, user.id, pickupNotice({ label: label ?? `#${row.id}` }), 'success');
      io.out(
        `Handover ${row.id} recorded: ${formatGrams(row.grams_mg, 'en')} g of ${row.strain_name} to ${user.email}${label ? ` (reservation ${label} fulfilled)` : ''}.`,
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
