// The audit trail for the board (Club:Audit, docs/spec.md §10): a page of entries under the chosen
// filters, and the chain's check on request.
import { atom } from 'nanostores';
import { getAudit, verifyAudit, type AuditFilter } from '../api.ts';
import type { AuditVerdict } from '../types.ts';
import { keyed } from '../../../core/resource/keyed.ts';
import { problemOf } from '../../../core/api/refusal-text.ts';

export const auditPages = keyed((filter: AuditFilter, page: number) => getAudit(filter, page));

export function createAuditStore(failedText: () => string) {
  const $verdict = atom<AuditVerdict | null>(null);
  const $problem = atom<string | null>(null);
  return {
    $verdict,
    $problem,
    async verify() {
      try {
        $verdict.set(await verifyAudit());
      } catch (error) {
        $problem.set(problemOf(error, failedText()));
      }
    },
  };
}
