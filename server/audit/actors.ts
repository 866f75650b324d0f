// Who an audit entry names (server/audit/audit-log.ts): the staff member signed in to the portal,
// the operator of `npm run club`, or one of the running server's jobs.
import { userInfo } from 'node:os';
import type { AuditActor } from './audit-log.ts';

export const staffActor = (user: { id: number; email: string }): AuditActor => ({
  id: user.id,
  label: user.email,
  via: 'web',
});

/** The CLI has no staff login: the entry names the system account that ran it. */
export function cliActor(): AuditActor {
  let name = 'unknown';
  try {
    name = userInfo().username;
  } catch {
    // no passwd entry for this uid (a container): the entry still says it came from the CLI
  }
  return { id: null, label: `cli:${name}`, via: 'cli' };
}

export const jobActor = (job: string): AuditActor => ({ id: null, label: `job:${job}`, via: 'job' });
