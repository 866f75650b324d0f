// A server module: its routes, its contribution to GET user/header and its demo seed (its endpoints'
// schemas, from which the OpenAPI document comes, are src/shared/contract/<feature>.ts). Each is
// defined in its folder's index.ts (server/modules/<feature>/index.ts) and listed in
// server/modules/index.ts, whose order createApp mounts and seeds in.
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from './env.ts';
import type { UserRow } from '../auth/repository-users.ts';
import type { ChannelRules } from '../realtime/broadcasting-auth.ts';
import type { Job } from '../jobs.ts';
import type { StaffDashboard } from '../../src/shared/contract/club.ts';
import type { StaffDashboardPart } from '../../src/shared/contract/realtime-events.ts';

/** docs/spec.md §3 "Header summary response". */
export interface HeaderSummary {
  notifications: {
    notifications: { unread_count: number; read_count: number };
    chat?: { unread_count: number; unread_message_conversation_id: number | null };
    tickets?: { unread_count: number; unread_ticket_id: number | null };
  };
  term_updates: { name: string; url: string }[];
}

/** What one module adds to the header: keys under `notifications` are merged, term_updates appended. */
export interface HeaderContribution {
  notifications?: Partial<HeaderSummary['notifications']>;
  term_updates?: HeaderSummary['term_updates'];
}

/**
 * A module's part of GET user/header in SQL: scalar expressions (usually subqueries) over :user
 * (the member's id) and :now (the request's timestamp). headerJson (./header.ts) runs every
 * module's part as ONE statement, one read of the database per header instead of one per module.
 */
export interface HeaderQuery {
  /** Column name -> scalar SQL expression. */
  columns: Record<string, string>;
  /** This module's part of the summary, from its own columns of the header row. */
  read(row: Record<string, unknown>): HeaderContribution;
  /**
   * For a part that reads :now: a scalar SQL expression for the next timestamp at which its answer
   * changes by the clock alone (NULL: none). The header row is kept in memory until then or until
   * the database changes (server/db/read-cache.ts).
   */
  changesAt?: string;
}

export interface ServerModule {
  id: string;
  /** Routes mounted under /api (a route `/user/header` answers at /api/user/header). */
  api?: () => Hono<AppEnv>;
  /** Routes mounted at the server root, outside /api (e.g. /dev/mail). */
  root?: (deps: AppDeps) => Hono<AppEnv> | null;
  header?: (deps: AppDeps, user: UserRow) => HeaderContribution | Promise<HeaderContribution>;
  /** Its contribution as SQL (used instead of `header`); null when it has none (a feature off). */
  headerQuery?: (deps: AppDeps) => HeaderQuery | null;
  /**
   * Private/presence channels this module broadcasts on, as Laravel's routes/channels.php:
   * `channels: (rules) => rules.channel('chat.{conversation}', (user, { conversation }) => ...)`.
   * (The member's own App.Models.User.{id} channel is always there.)
   */
  channels?: (rules: ChannelRules) => void;
  /** Demo data, run once on an empty database, in module order (users first). */
  seed?: (deps: AppDeps) => void | Promise<void>;
  /** Sweeps the running server does on a timer (server/jobs.ts), e.g. announcing scheduled posts. */
  jobs?: Job[];
  /**
   * Its parts of the staff dashboard (docs/spec.md §10, GET club/dashboard), each read only for a
   * staff member whose permission covers it (STAFF_DASHBOARD_PERMISSIONS).
   */
  staffDashboard?: { [P in StaffDashboardPart]?: (deps: AppDeps, now: Date) => NonNullable<StaffDashboard[P]> };
}
