// The widgets tell the host page what happens through DOM events on `document` (bubbling
// CustomEvents named club:*), and ClubWidgets.on/off wraps the same events for scripts that prefer
// callbacks. Details carry no tokens: only what a site may show.
export const EVENT_NAMES = ['ready', 'auth-change', 'unread-change', 'notification', 'connection', 'error'] as const;
export type ClubEventName = (typeof EVENT_NAMES)[number];

export interface ClubEventDetails {
  ready: { version: string; widgets: string[] };
  'auth-change': {
    signedIn: boolean;
    state: 'logged-in' | 'locked' | 'logged-out';
    user: { id: number; name: string } | null;
  };
  'unread-change': { count: number };
  notification: { id: string; title: string; description: string; status: string; url: string | null };
  connection: { state: string };
  error: { code: string; message: string; status?: number };
}

export type Emit = <N extends ClubEventName>(name: N, detail: ClubEventDetails[N]) => void;

export type ClubEventHandler<N extends ClubEventName = ClubEventName> = (detail: ClubEventDetails[N]) => void;

/** 'unread-change' or 'club:unread-change' -> the event name; null for anything else. */
export function eventName(name: string): ClubEventName | null {
  const bare = String(name).replace(/^club:/, '');
  return (EVENT_NAMES as readonly string[]).includes(bare) ? (bare as ClubEventName) : null;
}

export function createEvents(doc: Document) {
  // handler -> (event name -> DOM listener), so off() removes exactly what on() added
  const wrapped = new Map<ClubEventHandler<any>, Map<ClubEventName, EventListener>>();

  function emit<N extends ClubEventName>(name: N, detail: ClubEventDetails[N], target: EventTarget = doc): void {
    const CustomEventCtor = doc.defaultView?.CustomEvent ?? CustomEvent;
    target.dispatchEvent(new CustomEventCtor(`club:${name}`, { detail, bubbles: true, composed: true }));
  }

  function on<N extends ClubEventName>(name: N | `club:${N}`, handler: ClubEventHandler<N>): () => void {
    const event = eventName(name);
    if (!event) throw new TypeError(`Unknown event "${name}". Known: ${EVENT_NAMES.join(', ')}.`);
    if (typeof handler !== 'function') throw new TypeError('ClubWidgets.on needs a function.');
    let byName = wrapped.get(handler);
    if (!byName) wrapped.set(handler, (byName = new Map()));
    if (!byName.has(event)) {
      const listener: EventListener = (e) => handler((e as CustomEvent).detail);
      byName.set(event, listener);
      doc.addEventListener(`club:${event}`, listener);
    }
    return () => off(event as N, handler);
  }

  function off<N extends ClubEventName>(name: N | `club:${N}`, handler: ClubEventHandler<N>): void {
    const event = eventName(name);
    const byName = wrapped.get(handler);
    const listener = event && byName?.get(event);
    if (!event || !byName || !listener) return;
    doc.removeEventListener(`club:${event}`, listener);
    byName.delete(event);
    if (byName.size === 0) wrapped.delete(handler);
  }

  /** Removes every handler added through on() (tests). */
  function clear(): void {
    for (const [handler, byName] of [...wrapped]) for (const event of [...byName.keys()]) off(event, handler);
  }

  return { emit, on, off, clear };
}

export type Events = ReturnType<typeof createEvents>;
