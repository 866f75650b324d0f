// The counter (Club:Counter, docs/spec.md §12 "Counter"): the member found by number or scanned
// card, the released batches to hand over from, and the handover itself (one Idempotency-Key per
// attempt, so a retried request books once). After a handover the member's summary and the batches
// are fetched again: what is left today and in stock is the server's.
import { atom } from 'nanostores';
import { downloadBase64Pdf } from '../../../core/pdf.ts';
import { findMember, getCounterBatches, getLeaflet, handOver, scanCard } from '../api.ts';
import type { CounterHandover, CounterMember } from '../types.ts';
import { keyed } from '../../../core/resource/keyed.ts';
import { createBusyAction } from '../../../core/busy-action.ts';

export const counterBatches = keyed(getCounterBatches);

export interface HandoverFields {
  batchId: string;
  grams: string;
  idSeen: boolean;
}

export function createCounterStore(failedText: () => string, newKey: () => string = () => crypto.randomUUID()) {
  const $member = atom<CounterMember | null>(null);
  const $done = atom<CounterHandover | null>(null);
  const { $problem, $busy, run } = createBusyAction(failedText);
  let key = newKey();

  const show = (member: CounterMember | null) => {
    if (member === null) return;
    $member.set(member);
    $done.set(null);
  };

  return {
    $member,
    $done,
    $problem,
    $busy,
    find: async (number: string) => show(await run(() => findMember(number))),
    scan: async (payload: string) => show(await run(() => scanCard(payload.trim()))),
    async handOver(fields: HandoverFields): Promise<boolean> {
      const member = $member.get();
      if (!member) return false;
      const done = await run(() =>
        handOver(
          {
            user_id: member.user_id,
            batch_id: Number(fields.batchId),
            grams: fields.grams.trim(),
            id_seen: fields.idSeen,
          },
          key,
        ),
      );
      if (done === null) return false;
      key = newKey();
      $done.set(done);
      counterBatches.reload();
      const fresh = await run(() => findMember(member.member_number));
      if (fresh) $member.set(fresh);
      return true;
    },
    /** The handover's information leaflet (KCanG §21), saved as a PDF to print. */
    async leaflet(id: number) {
      const pdf = await run(() => getLeaflet(id));
      if (pdf) downloadBase64Pdf(pdf.data, pdf.name);
    },
  };
}
