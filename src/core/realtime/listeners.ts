// Reference-counted listeners, independent of any connection: they outlive a dropped client
// (lock, token refresh failure) and are bound again to the next one. A channel is left when its
// last listener goes.

export type ChannelType = 'public' | 'private';

export type Handler = (payload: unknown) => void;

export interface ChannelEntry {
  type: ChannelType;
  /** Name as Echo takes it: `App.Models.User.1` for the private channel `private-App.Models.User.1`. */
  name: string;
  /** Name on the wire. */
  fullName: string;
  /** Echo event name (`.client-updated`) -> its one bound dispatcher and our handlers. */
  events: Map<string, { dispatch: Handler; handlers: Set<Handler> }>;
}

export interface ListenerHooks {
  /** A channel got its first listener. */
  channelAdded(entry: ChannelEntry): void;
  /** An event of a live channel got its first handler. */
  eventAdded(entry: ChannelEntry, event: string): void;
  /** An event lost its last handler (the channel keeps others). */
  eventRemoved(entry: ChannelEntry, event: string, dispatch: Handler): void;
  /** The channel lost its last listener. */
  channelRemoved(entry: ChannelEntry): void;
}

export function fullChannelName(type: ChannelType, name: string): string {
  return type === 'private' ? `private-${name}` : name;
}

export function createListeners(hooks: ListenerHooks) {
  const channels = new Map<string, ChannelEntry>();

  function add(type: ChannelType, name: string, event: string, handler: Handler): () => void {
    const fullName = fullChannelName(type, name);
    let entry = channels.get(fullName);
    const newChannel = !entry;
    if (!entry) {
      entry = { type, name, fullName, events: new Map() };
      channels.set(fullName, entry);
    }
    let slot = entry.events.get(event);
    const newEvent = !slot;
    if (!slot) {
      const handlers = new Set<Handler>();
      slot = {
        handlers,
        dispatch: (payload) => {
          for (const h of [...handlers]) {
            try {
              h(payload);
            } catch (error) {
              // one failing feed must not silence the others on the same event
              console.error(error);
            }
          }
        },
      };
      entry.events.set(event, slot);
    }
    // a wrapper per registration, so the same function registered twice counts twice
    const registration: Handler = (payload) => handler(payload);
    slot.handlers.add(registration);
    if (newChannel) hooks.channelAdded(entry);
    else if (newEvent) hooks.eventAdded(entry, event);

    let removed = false;
    return () => {
      if (removed) return;
      removed = true;
      slot.handlers.delete(registration);
      if (slot.handlers.size > 0) return;
      entry.events.delete(event);
      if (entry.events.size > 0) return hooks.eventRemoved(entry, event, slot.dispatch);
      channels.delete(fullName);
      hooks.eventRemoved(entry, event, slot.dispatch);
      hooks.channelRemoved(entry);
    };
  }

  return { add, entries: () => [...channels.values()], get: (fullName: string) => channels.get(fullName) };
}
