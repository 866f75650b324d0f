// GET user/header: every module contributes its part (notification counts, terms updates, and
// later chat and ticket counts), merged into SPEC §3's "Header summary response".
import type { AppDeps } from '../http/env.ts';
import type { HeaderSummary } from './module.ts';
import type { UserRow } from '../auth/repository-users.ts';

export async function buildHeader(deps: AppDeps, user: UserRow): Promise<HeaderSummary> {
  const summary: HeaderSummary = { notifications: { notifications: { unread_count: 0, read_count: 0 } }, term_updates: [] };
  for (const module of deps.modules) {
    if (!module.header) continue;
    const part = await module.header(deps, user);
    if (part.notifications) summary.notifications = { ...summary.notifications, ...part.notifications };
    if (part.term_updates) summary.term_updates.push(...part.term_updates);
  }
  return summary;
}
