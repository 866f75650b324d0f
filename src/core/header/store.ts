// The header summary (docs/spec.md §3, §7): loaded once for the member signed in when a view first shows
// it (the top bar, the bell, the ticket indicator), and fetched again on the cue that changes it
// while shown (new terms: src/modules/common/store/terms.ts). A summary belongs to one member: after logout, or a switch of member (ghost mode,
// another tab), $header answers null until it is loaded for the new one. Live notifications change
// it in place (updateHeader), so it is not one of the fetchers of core/resource/resource.ts.
import { atom, computed, onMount, onStart, onStop } from 'nanostores';
import { onMemberCue } from '../realtime/index.ts';
import { TICKET_UPDATED_EVENT } from '../../shared/contract/realtime-events.ts';
import { $session } from '../session/session.ts';
import type { User } from '../types.ts';
import { waitAsked } from '../api/errors.ts';
import { getHeader } from './api.ts';
import type { HeaderSummary } from './types.ts';

interface Loaded {
  userId: number;
  summary: HeaderSummary;
}

const $loaded = atom<Loaded | null>(null);
interface Inflight {
  userId: number;
  job: Promise<HeaderSummary | null>;
  /** Asked in the turn it started: a reload asked then is answered by it. */
  fresh: boolean;
  /** A reload was asked after it started: its answer may predate what prompted it. */
  again: boolean;
}
let inflight: Inflight | null = null;
const loadedListeners = new Set<(member: User) => void>();

export const $header = computed([$loaded, $session], (loaded, session) =>
  loaded && session.user?.id === loaded.userId ? loaded.summary : null,
);

/** The unread-ticket indicator: only when tickets exist in the summary and something is unread. */
export const $ticketIndicator = computed($header, (header) => {
  const tickets = header?.notifications.tickets;
  if (!tickets || !(tickets.unread_count > 0) || tickets.unread_ticket_id === null) return null;
  return { count: tickets.unread_count, ticketId: tickets.unread_ticket_id };
});

export const $termUpdates = computed($header, (header) => header?.term_updates ?? []);

/**
 * GET user/header for the signed-in member, unless it is loaded (or loading) for them already.
 * Answers null when nobody is signed in or the member changed while it loaded.
 */
export function loadHeader(): Promise<HeaderSummary | null> {
  const user = $session.get().user;
  if (!user || !$session.get().isLoggedIn) return Promise.resolve(null);
  const loaded = $loaded.get();
  if (loaded?.userId === user.id) return Promise.resolve(loaded.summary);
  return fetchHeader();
}

// Shown, it loads, and loads for a member signed in meanwhile (failures surface through the error
// dialogs). Staff answering a ticket (club ticket:reply) changes it, as may anything missed while
// the connection was down: both fetch it again, followed while it is mounted (nanostores lets go a
// second late, so moving between pages keeps the connection).
// Rate-limited (docs/spec.md §8), the badges come back once the server's wait has passed: shown, the
// summary loads again then (a summary already loaded stays on screen meanwhile).
let again: ReturnType<typeof setTimeout> | null = null;
let shown = false;
const load = () =>
  void loadHeader().catch((error: unknown) => {
    const seconds = waitAsked(error);
    if (seconds === null || again !== null) return;
    again = setTimeout(() => {
      again = null;
      if (shown) void reloadHeader().catch(() => {});
    }, seconds * 1000);
  });
let stopFollowing = () => {};
onStart($header, () => {
  shown = true;
  load();
  stopFollowing = $session.listen(load);
});
onStop($header, () => {
  shown = false;
  stopFollowing();
});
onMount($header, () => onMemberCue(TICKET_UPDATED_EVENT, () => void reloadHeader().catch(() => {})));

/**
 * Fetches again even when loaded (a cue, a reconnect: counts may have moved). Reloads asked in one
 * turn share a request; one asked while an earlier request is on its way fetches once more after it.
 */
export function reloadHeader(): Promise<HeaderSummary | null> {
  if (!$session.get().user || !$session.get().isLoggedIn) return Promise.resolve(null);
  const user = $session.get().user!;
  if (inflight?.userId === user.id && !inflight.fresh) {
    const earlier = inflight;
    earlier.again = true;
    return earlier.job.then(() => (inflight && inflight !== earlier ? inflight.job : $header.get()));
  }
  return fetchHeader();
}

function fetchHeader(): Promise<HeaderSummary | null> {
  const user = $session.get().user!;
  if (inflight?.userId === user.id) return inflight.job;

  const job = getHeader()
    .then((summary) => {
      if ($session.get().user?.id !== user.id) return null;
      $loaded.set({ userId: user.id, summary });
      for (const listener of [...loadedListeners]) listener(user);
      return summary;
    })
    .finally(() => {
      if (inflight !== entry) return;
      inflight = null;
      if (entry.again) void fetchHeader().catch(() => {});
    });
  const entry: Inflight = { userId: user.id, job, fresh: true, again: false };
  inflight = entry;
  queueMicrotask(() => (entry.fresh = false));
  return job;
}

/**
 * Calls `listener` with the member each time their summary arrives (./error-context.ts hands them
 * to error reporting, docs/spec.md §7): a hook, so this store, which the bell widget uses too, does not
 * import tracking. Returns the function that stops.
 */
export function onHeaderLoaded(listener: (member: User) => void): () => void {
  loadedListeners.add(listener);
  return () => void loadedListeners.delete(listener);
}

/**
 * Changes the loaded summary in place, e.g. a live notification bumping the unread count:
 *   updateHeader((h) => ({ ...h, notifications: { ...h.notifications, notifications: { ...counts, unread_count: n } } }))
 * Does nothing until the summary is loaded.
 */
export function updateHeader(change: (summary: HeaderSummary) => HeaderSummary): void {
  const loaded = $loaded.get();
  if (loaded && $session.get().user?.id === loaded.userId) $loaded.set({ ...loaded, summary: change(loaded.summary) });
}

/** After the member accepted the updated terms. */
export function removeTermUpdates(): void {
  updateHeader((summary) => ({ ...summary, term_updates: [] }));
}

/** Forgets the summary (tests; the next loadHeader fetches again). */
export function resetHeader(): void {
  $loaded.set(null);
  inflight = null;
  if (again !== null) clearTimeout(again);
  again = null;
}
