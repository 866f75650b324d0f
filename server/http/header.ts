// GET user/header: every module contributes its part (notification counts, terms updates, chat and
// ticket counts), merged into docs/spec.md §3's "Header summary response". Parts given as SQL (headerQuery)
// are read in ONE statement, composed once per app, and kept per member until the database changes
// or a part's clock boundary passes (server/db/read-cache.ts); a module may still answer in code (header).
import { parseTimestamp, toTimestamp } from '../clock.ts';
import { sql } from '../db/open.ts';
import { cachedRead } from '../db/read-cache.ts';
import { currentLocale } from '../lang/locale.ts';
import type { AppDeps } from './env.ts';
import type { HeaderContribution, HeaderQuery, HeaderSummary, ServerModule } from './module.ts';
import type { UserRow } from '../auth/repository-users.ts';

interface HeaderPlan {
  /** The one statement, or null when no module gives SQL. */
  text: string | null;
  /** Per module in order: its SQL part and the column prefix in the row, or the module itself. */
  parts: ({ query: HeaderQuery; prefix: string } | { module: ServerModule })[];
  /** Columns of the row holding the parts' changesAt timestamps. */
  changesAt: string[];
  usesUser: boolean;
  usesNow: boolean;
  /** Every part is SQL: the summary follows from the kept row alone. */
  allSql: boolean;
}

/** The SQL parts' contributions for one member, and until when the clock leaves them true. */
interface KeptHeader {
  contributions: (HeaderContribution | null)[];
  /** The earliest changesAt of any part, in ms (NaN when unreadable: never fresh), or null. */
  until: number | null;
}

/** The answer's JSON text per kept row, when every part is SQL: the same text until the row changes. */
const keptJson = new WeakMap<KeptHeader, string>();

const plans = new WeakMap<AppDeps, HeaderPlan>();

function planFor(deps: AppDeps): HeaderPlan {
  let plan = plans.get(deps);
  if (plan) return plan;
  const columns: string[] = [];
  const changesAt: string[] = [];
  const parts: HeaderPlan['parts'] = [];
  deps.modules.forEach((module, index) => {
    const query = module.headerQuery?.(deps);
    if (query) {
      const prefix = `m${index}.`;
      for (const [name, expression] of Object.entries(query.columns))
        columns.push(`${expression} AS "${prefix}${name}"`);
      if (query.changesAt) {
        changesAt.push(`${prefix}@changes_at`);
        columns.push(`${query.changesAt} AS "${prefix}@changes_at"`);
      }
      parts.push({ query, prefix });
    } else if (module.header && !module.headerQuery) parts.push({ module });
  });
  const text = columns.length > 0 ? `SELECT ${columns.join(', ')}` : null;
  // node:sqlite refuses a value for a parameter the statement does not name
  plan = {
    text,
    parts,
    changesAt,
    usesUser: /:user\b/.test(text ?? ''),
    usesNow: /:now\b/.test(text ?? ''),
    allSql: parts.every((part) => 'query' in part),
  };
  plans.set(deps, plan);
  return plan;
}

function ownColumns(row: Record<string, unknown>, prefix: string): Record<string, unknown> {
  const own: Record<string, unknown> = {};
  for (const key in row) if (key.startsWith(prefix)) own[key.slice(prefix.length)] = row[key];
  return own;
}

function readParts(deps: AppDeps, plan: HeaderPlan, user: UserRow, now: Date): KeptHeader {
  if (!plan.text) return { contributions: [], until: null };
  const params: Record<string, string | number> = {};
  if (plan.usesUser) params.user = user.id;
  if (plan.usesNow) params.now = toTimestamp(now);
  const row = sql(deps.db, plan.text).get(params) as Record<string, unknown>;
  const boundaries = plan.changesAt.map((column) => row[column]).filter((at): at is string => typeof at === 'string');
  return {
    contributions: plan.parts.map((part) => ('query' in part ? part.query.read(ownColumns(row, part.prefix)) : null)),
    until: boundaries.length > 0 ? parseTimestamp(boundaries.sort()[0]!).getTime() : null,
  };
}

/**
 * GET user/header's body as JSON text. When every part is SQL the text depends on the kept row
 * alone, so it is serialised once per row and handed back without a promise (docs/architecture.md
 * decision 13).
 */
export function headerJson(deps: AppDeps, user: UserRow): string | Promise<string> {
  const plan = planFor(deps);
  const kept = keptHeader(deps, plan, user);
  if (!plan.allSql) return summarise(plan, kept, deps, user).then((summary) => JSON.stringify(summary));
  // the kept text as it is, without a promise: the poll's usual answer
  const text = keptJson.get(kept);
  if (text !== undefined) return text;
  return summarise(plan, kept, deps, user).then((summary) => {
    const json = JSON.stringify(summary);
    keptJson.set(kept, json);
    return json;
  });
}

function keptHeader(deps: AppDeps, plan: HeaderPlan, user: UserRow): KeptHeader {
  const now = deps.clock.now();
  const at = now.getTime();
  return cachedRead(
    deps.db,
    // per language too: a part may word what it reads in the reader's language (terms names)
    `header:${user.id}:${currentLocale()}`,
    () => readParts(deps, plan, user, now),
    (header) => header.until === null || at < header.until,
  );
}

async function summarise(plan: HeaderPlan, kept: KeptHeader, deps: AppDeps, user: UserRow): Promise<HeaderSummary> {
  const summary: HeaderSummary = {
    notifications: { notifications: { unread_count: 0, read_count: 0 } },
    term_updates: [],
  };
  for (const [index, part] of plan.parts.entries()) {
    const contribution: HeaderContribution =
      kept.contributions[index] ?? (await (part as { module: ServerModule }).module.header!(deps, user));
    if (contribution.notifications) summary.notifications = { ...summary.notifications, ...contribution.notifications };
    if (contribution.term_updates) summary.term_updates.push(...contribution.term_updates);
  }
  return summary;
}
