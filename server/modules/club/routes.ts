// The club office's routes (docs/spec.md §10): the staff dashboard, the staff and their roles, a
// member search, and the audit trail. Each is a staff route guarded by its endpoint's permission
// (src/shared/contract/club.ts); role changes go through server/auth/staff-roles.ts, as the CLI's.
import { Hono } from 'hono';
import { club, type AuditEntry as WireAuditEntry, type StaffDashboard } from '../../../src/shared/contract/club.ts';
import {
  STAFF_DASHBOARD_PERMISSIONS,
  STAFF_ROLE_NAMES,
  STAFF_ROLES,
} from '../../../src/shared/contract/staff-roles.ts';
import { staffActor } from '../../audit/actors.ts';
import { verifyAuditLog, type AuditEntry } from '../../audit/audit-log.ts';
import { listAuditEntries } from '../../audit/repository.ts';
import { findUserById, permissionsOf } from '../../auth/repository-users.ts';
import { staffGuard } from '../../auth/require-permission.ts';
import { grantRole, listStaff, revokeRole, RoleError } from '../../auth/staff-roles.ts';
import type { AppContext, AppEnv } from '../../http/env.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { input } from '../../http/input.ts';
import { paginate, resolvePage } from '../../http/pagination.ts';
import { __ } from '../../lang/translate.ts';
import { searchMembers, staffMemberOf } from './repository.ts';
import { widgetOriginRoutes } from './routes-widget-origins.ts';

export const AUDIT_PER_PAGE = 25;

const pathOf = (c: AppContext) => `${c.var.deps.config.appUrl}${new URL(c.req.url).pathname}`;

function memberOf(c: AppContext) {
  const raw = c.req.param('user') ?? '';
  const user = /^\d{1,15}$/.test(raw) ? findUserById(c.var.deps.db, Number(raw)) : undefined;
  if (!user) throw notFound(`No query results for model [App\\Models\\User] ${raw}`);
  return user;
}

function roleRefusal(error: unknown): never {
  if (!(error instanceof RoleError)) throw error;
  throw new ValidationError({
    role: [__(error.code === 'unknown_role' ? 'There is no such role.' : 'The club needs at least one board member.')],
  });
}

const wireEntry = (entry: AuditEntry): WireAuditEntry => ({
  id: entry.id,
  at: entry.at,
  actor_id: entry.actor_id,
  actor: entry.actor,
  via: entry.via,
  action: entry.action,
  subject_type: entry.subject_type,
  subject_id: entry.subject_id,
  before: entry.before === null ? null : JSON.parse(entry.before),
  after: entry.after === null ? null : JSON.parse(entry.after),
});

export function clubRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/club/dashboard', staffGuard(club.dashboard), (c) => {
    const { deps } = c.var;
    const held = permissionsOf(deps.db, c.get('user').id);
    const now = deps.clock.now();
    const body: Record<string, unknown> = {};
    for (const module of deps.modules)
      for (const [part, read] of Object.entries(module.staffDashboard ?? {})) {
        const needs = STAFF_DASHBOARD_PERMISSIONS[
          part as keyof typeof STAFF_DASHBOARD_PERMISSIONS
        ] as readonly string[];
        if (needs.some((name) => held.includes(name))) body[part] = read(deps, now);
      }
    return c.json(body as StaffDashboard);
  });

  app.get('/club/staff', staffGuard(club.staff), (c) => {
    const { db } = c.var.deps;
    return c.json({
      staff: listStaff(c.var.deps).map((member) => staffMemberOf(db, member)),
      roles: STAFF_ROLE_NAMES.map((name) => ({ name, permissions: [...STAFF_ROLES[name]] })),
    });
  });

  app.get('/club/members', staffGuard(club.members), (c) => {
    const { search } = input(c, club.members).query;
    return c.json(searchMembers(c.var.deps.db, search));
  });

  app.put('/club/staff/:user/roles/:role', staffGuard(club.grantRole), (c) => {
    const user = memberOf(c);
    try {
      grantRole(c.var.deps, staffActor(c.get('user')), user.id, c.req.param('role'));
    } catch (error) {
      roleRefusal(error);
    }
    return c.json(staffMemberOf(c.var.deps.db, user));
  });

  app.delete('/club/staff/:user/roles/:role', staffGuard(club.revokeRole), (c) => {
    const user = memberOf(c);
    try {
      revokeRole(c.var.deps, staffActor(c.get('user')), user.id, c.req.param('role'));
    } catch (error) {
      roleRefusal(error);
    }
    return c.json(staffMemberOf(c.var.deps.db, user));
  });

  app.get('/club/audit', staffGuard(club.audit), (c) => {
    const { query } = input(c, club.audit);
    const page = resolvePage(c.req.query('page'));
    const next = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const { items, total } = listAuditEntries(
      c.var.deps.db,
      {
        action: query.action,
        actor: query.actor,
        subjectType: query.subject_type,
        subjectId: query.subject_id,
        from: query.from,
        to: query.to ? next(query.to) : undefined,
      },
      { limit: AUDIT_PER_PAGE, offset: (page - 1) * AUDIT_PER_PAGE },
    );
    return c.json(paginate({ items: items.map(wireEntry), total, perPage: AUDIT_PER_PAGE, page, path: pathOf(c) }));
  });

  app.get('/club/audit/verify', staffGuard(club.verifyAudit), (c) => c.json(verifyAuditLog(c.var.deps)));

  app.route('/', widgetOriginRoutes());

  return app;
}
