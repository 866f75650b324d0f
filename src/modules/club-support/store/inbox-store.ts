// The inbox (Club:Inbox, docs/spec.md §10 "Support inbox"): a page of tickets by status, refetched on
// the staff channel's cue (a member wrote) while open.
import { onMount } from 'nanostores';
import { followCue } from '../../../core/realtime/index.ts';
import { createResource } from '../../../core/resource/resource.ts';
import { STAFF_CHANNEL, STAFF_UPDATED_EVENT } from '../../../shared/contract/realtime-events.ts';
import { getInbox } from '../api.ts';

export function createInboxStore() {
  const inbox = createResource((status: string, page: number) => getInbox(status, page));
  let last: [string, number] = ['new', 1];
  onMount(inbox.$state, () =>
    followCue({
      type: 'private',
      channel: STAFF_CHANNEL,
      event: STAFF_UPDATED_EVENT,
      refetch: () => void inbox.load(...last),
    }),
  );
  return {
    $state: inbox.$state,
    load(status: string, page: number) {
      last = [status, page];
      return inbox.load(status, page);
    },
  };
}
