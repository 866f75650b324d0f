// What the member should notice about tickets, derived from the common module's header summary
// (GET user/header is loaded once there; nothing here requests it again):
//   $ticketUnread   {count, ticketId} when tickets are on and an answer is unread, else null; the
//                   top bar's indicator and the ticket-indicator widget show it (docs/spec.md §2).
//   $ticketsEnabled tickets appear only when the summary carries them (docs/spec.md §6); null until loaded.
import { computed, type ReadableAtom } from 'nanostores';
import { onMemberCue } from '../../../core/realtime/index.ts';
import { TICKET_UPDATED_EVENT } from '../../../shared/contract/realtime-events.ts';
import { $header, $ticketIndicator, reloadHeader } from '../../../core/header/store.ts';

export interface TicketUnread {
  count: number;
  ticketId: number;
}

/** One rule for the whole client: the common header store's indicator. */
export const $ticketUnread: ReadableAtom<TicketUnread | null> = $ticketIndicator;

export const $ticketsEnabled: ReadableAtom<boolean | null> = computed($header, (header) =>
  header === null ? null : header.notifications.tickets !== undefined,
);

/**
 * After the member opened a ticket (the server marked it read): fetch the summary again when it
 * still counts unread answers, so the indicator goes out.
 */
export function ticketOpened(): Promise<unknown> {
  const unread = $header.get()?.notifications.tickets?.unread_count ?? 0;
  return unread > 0 ? reloadHeader().catch(() => null) : Promise.resolve(null);
}

/**
 * `handler(ticketId)` when staff answer or close one of the member's tickets (TicketUpdated on their
 * private channel; ticketId null after a reconnect, when any may have changed). The header summary
 * is fetched again first, so the indicator follows. Returns the stop.
 */
export function onTicketUpdated(handler: (ticketId: number | null) => void = () => {}): () => void {
  return onMemberCue(TICKET_UPDATED_EVENT, (payload) => {
    const id = (payload as { ticket_id?: unknown } | null)?.ticket_id;
    void reloadHeader().catch(() => null);
    handler(typeof id === 'number' ? id : null);
  });
}
