// GET user/header: every module contributes its part (notification counts, terms updates, chat and
// ticket counts), merged into docs/spec.md §3's "Header summary response". Parts given as SQL (headerQuery)
// are read in ONE statement, composed once per app; a module may still answer in code (header).
import { toTimestamp } from '../clock.ts';
import { sql } from '../db/open.ts';
import type { AppDeps } from '../http/env.ts';
import type { HeaderContribution, HeaderQuery, HeaderSummary, ServerModule } from './module.ts';
import type { UserRow } from '../auth/repository-users.ts';

interface HeaderPlan {
  /** The one statement, or null when no module gives SQL. */
  text: string | null;
  /** Per module in order: its SQL part and the column prefix in the row, or the module itself. */
  parts: ({ query: HeaderQuery; prefix: string } | { module: ServerModule })[];
  usesUser: boolean;
  usesNow: boolean;
}

const plans = new WeakMap<AppDeps, HeaderPlan>();

function planFor(deps: AppDeps): HeaderPlan {
  let plan = plans.get(deps);
  if (plan) return plan;
  const columns: string[] = [];
  const parts: HeaderPlan['parts'] = [];
  deps.modules.forEach((module, index) => {
    const query = module.headerQuery?.(deps);
    if (query) {
      const prefix = `m${index}.`;
      for (const [name, expression] of Object.entries(query.columns))
        columns.push(`${expression} AS "${prefix}${name}"`);
      parts.push({ query, prefix });
    } else if (module.header && !module.headerQuery) parts.push({ module });
  });
  const text = columns.length > 0 ? `SELECT ${columns.join(', ')}` : null;
  // node:sqlite refuses a value for a parameter the statement does not name
  plan = { text, parts, usesUser: /:user\b/.test(text ?? ''), usesNow: /:now\b/.test(text ?? '') };
  plans.set(deps, plan);
  return plan;
}

function ownColumns(row: Record<string, unknown>, prefix: string): Record<string, unknown> {
  const own: Record<string, unknown> = {};
  for (const key in row) if (key.startsWith(prefix)) own[key.slice(prefix.length)] = row[key];
  return own;
}

export async function buildHeader(deps: AppDeps, user: UserRow): Promise<HeaderSummary> {
  const summary: HeaderSummary = {
    notifications: { notifications: { unread_count: 0, read_count: 0 } },
    term_updates: [],
  };
  const plan = planFor(deps);
  let row: Record<string, unknown> = {};
  if (plan.text) {
    const params: Record<string, string | number> = {};
    if (plan.usesUser) params.user = user.id;
    if (plan.usesNow) params.now = toTimestamp(deps.clock.now());
    row = sql(deps.db, plan.text).get(params) as Record<string, unknown>;
  }
  for (const part of plan.parts) {
    const contribution: HeaderContribution =
      'query' in part ? part.query.read(ownColumns(row, part.prefix)) : await part.module.header!(deps, user);
    if (contribution.notifications) summary.notifications = { ...summary.notifications, ...contribution.notifications };
    if (contribution.term_updates) summary.term_updates.push(...contribution.term_updates);
  }
  return summary;
}
