// The audit trail for the board (Club:Audit, docs/spec.md §10): a page of entries under the chosen
// filters, and the chain's check on request.
import { atom } from 'nanostores';
import { createResource } from '../../../core/resource/resource.ts';
import { getAudit, verifyAudit, type AuditFilter } from '../api.ts';
import type { AuditVerdict } from '../types.ts';
import { problemOf } from './problem.ts';

export function createAuditStore(failedText: () => string) {
  const entries = createResource((filter: AuditFilter, page: number) => getAudit(filter, page));
  const $verdict = atom<AuditVerdict | null>(null);
  const $problem = atom<string | null>(null);
  return {
    $state: entries.$state,
    $verdict,
    $problem,
    async load(filter: AuditFilter, page: number) {
      $problem.set(null);
      await entries.load(filter, page);
      const { status, error } = entries.$state.get();
      if (status === 'error') $problem.set(problemOf(error, failedText()));
    },
    async verify() {
      try {
        $verdict.set(await verifyAudit());
      } catch (error) {
        $problem.set(problemOf(error, failedText()));
      }
    },
  };
}
