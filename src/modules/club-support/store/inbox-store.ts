// The inbox (Club:Inbox, docs/spec.md §10 "Support inbox"): a page of tickets by status, fetched again
// on the staff channel's cue (a member wrote) while shown.
import { followCue } from '../../../core/realtime/index.ts';
import { STAFF_CHANNEL, STAFF_UPDATED_EVENT } from '../../../shared/contract/realtime-events.ts';
import { getInbox } from '../api.ts';
import { keyed } from '../../../core/resource/keyed.ts';

export const inboxPages = keyed(
  (status: string, page: number) => getInbox(status, page),
  [(refetch) => followCue({ type: 'private', channel: STAFF_CHANNEL, event: STAFF_UPDATED_EVENT, refetch })],
);
