// The chat's data: the conversation list and the loaded messages of each conversation. Messages
// merge by id from page loads, POST answers and realtime events, so none shows twice. Views call
// these functions; realtime and reconnects reach them through live.ts.
import { atom, type ReadableAtom } from 'nanostores';
import { ValidationError } from '../../../core/api/errors.ts';
import * as requests from '../api.ts';
import type { ChatCounter } from './counter.ts';
import { mergeMessages, messageFromEvent } from './messages-merge.ts';
import type { ChatMessage, ConversationId, ConversationSummary } from '../types.ts';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface ConversationListState {
  items: ConversationSummary[];
  status: LoadStatus;
  error: unknown;
}

export interface ThreadState {
  /** Oldest first (by id). */
  messages: ChatMessage[];
  /** The conversation itself (the other member's name), once known. */
  summary: ConversationSummary | null;
  status: LoadStatus;
  error: unknown;
  /** Pages loaded so far, counted from the newest (page 1). */
  pages: number;
  lastPage: number;
  loadingOlder: boolean;
  sending: boolean;
  sendError: unknown;
}

export interface ChatStoreDeps {
  requests?: Pick<
    typeof requests,
    'getConversations' | 'getConversation' | 'getMessages' | 'postMessage' | 'postRead' | 'postConversation'
  >;
  counter: ChatCounter;
  /** The signed-in member's id (their own messages never count as unread). */
  myId: () => number | null;
  /** This browser's realtime connection, sent as X-Socket-ID (Laravel's toOthers()). */
  socketId: () => string | null;
  /** docs/spec.md §4 "set current conversation". */
  setConversation: (id: ConversationId | null) => void;
}

const emptyThread = (): ThreadState => ({
  messages: [],
  summary: null,
  status: 'idle',
  error: null,
  pages: 0,
  lastPage: 1,
  loadingOlder: false,
  sending: false,
  sendError: null,
});

const byActivity = (a: ConversationSummary, b: ConversationSummary) =>
  a.updated_at < b.updated_at ? 1 : a.updated_at > b.updated_at ? -1 : b.id - a.id;

export function createChatStore(deps: ChatStoreDeps) {
  const api = deps.requests ?? requests;
  const $list = atom<ConversationListState>({ items: [], status: 'idle', error: null });
  const $threads = atom<Record<ConversationId, ThreadState>>({});
  const $openId = atom<ConversationId | null>(null);
  // Realtime may deliver a message more than once (relay takeover, reconnect): count it once.
  const seen = new Set<number>();
  let listJob: Promise<void> | null = null;

  const thread = (id: ConversationId) => $threads.get()[id] ?? emptyThread();
  const setThread = (id: ConversationId, change: (t: ThreadState) => Partial<ThreadState>) => {
    const current = thread(id);
    $threads.set({ ...$threads.get(), [id]: { ...current, ...change(current) } });
  };
  const setItems = (change: (items: ConversationSummary[]) => ConversationSummary[]) => {
    const list = $list.get();
    $list.set({ ...list, items: change(list.items).sort(byActivity) });
  };
  const remember = (messages: readonly ChatMessage[]) => messages.forEach((m) => seen.add(m.id));

  /** The summary after `message`: last message, activity time and unread count follow it. */
  function withMessage(summary: ConversationSummary, message: ChatMessage, unread: boolean): ConversationSummary {
    const newer = !summary.last_message || message.id > summary.last_message.id;
    return {
      ...summary,
      last_message: newer ? message : summary.last_message,
      updated_at: newer && message.created_at > summary.updated_at ? message.created_at : summary.updated_at,
      unread_count: summary.unread_count + (unread ? 1 : 0),
    };
  }

  function loadConversations(): Promise<void> {
    listJob ??= (async () => {
      $list.set({ ...$list.get(), status: $list.get().status === 'ready' ? 'ready' : 'loading', error: null });
      try {
        const { data } = await api.getConversations();
        $list.set({ items: [...data].sort(byActivity), status: 'ready', error: null });
        for (const summary of data) if ($threads.get()[summary.id]) setThread(summary.id, () => ({ summary }));
      } catch (error) {
        $list.set({ ...$list.get(), status: 'error', error });
      } finally {
        listJob = null;
      }
    })();
    return listJob;
  }

  async function loadPage(id: ConversationId, page: number): Promise<void> {
    const result = await api.getMessages(id, page);
    remember(result.data);
    setThread(id, (t) => ({
      messages: mergeMessages(t.messages, result.data),
      pages: Math.max(t.pages, page),
      lastPage: result.last_page,
      status: 'ready',
      error: null,
    }));
  }

  /** Tells the server the member has read the conversation; the list shows it read at once. */
  function markRead(id: ConversationId): void {
    setItems((items) => items.map((c) => (c.id === id ? { ...c, unread_count: 0 } : c)));
    setThread(id, (t) => ({ summary: t.summary ? { ...t.summary, unread_count: 0 } : null }));
    api.postRead(id).catch(() => {}); // best effort: the next load shows the server's count
  }

  async function loadThread(id: ConversationId): Promise<void> {
    setThread(id, (t) => ({ status: t.status === 'ready' ? 'ready' : 'loading', error: null }));
    try {
      const known = $list.get().items.find((c) => c.id === id);
      const [summary] = await Promise.all([known ? Promise.resolve(known) : api.getConversation(id), loadPage(id, 1)]);
      setThread(id, () => ({ summary }));
      if ($openId.get() === id) markRead(id);
    } catch (error) {
      setThread(id, () => ({ status: 'error', error }));
    }
  }

  return {
    $conversations: $list as ReadableAtom<ConversationListState>,
    $threads: $threads as ReadableAtom<Record<ConversationId, ThreadState>>,
    $openConversationId: $openId as ReadableAtom<ConversationId | null>,

    loadConversations,
    /** Loads the newest page of `id` again (and marks it read when it is the open one). */
    loadConversation: loadThread,

    /** The conversation view opened `id`: remembered in the session, loaded, marked read. Returns its close. */
    openConversation(id: ConversationId): () => void {
      $openId.set(id);
      deps.setConversation(id);
      void loadThread(id);
      return () => {
        if ($openId.get() === id) $openId.set(null);
      };
    },

    /** The page before the oldest one loaded; merged by id, since new messages shift the pages. */
    async loadOlder(id: ConversationId): Promise<void> {
      const t = thread(id);
      if (t.loadingOlder || t.pages === 0 || t.pages >= t.lastPage) return;
      setThread(id, () => ({ loadingOlder: true }));
      try {
        await loadPage(id, t.pages + 1);
      } catch (error) {
        setThread(id, () => ({ error }));
      } finally {
        setThread(id, () => ({ loadingOlder: false }));
      }
    },

    /** Sends `body`; true when stored. On failure the error is kept for the view, which keeps the text. */
    async send(id: ConversationId, body: string): Promise<boolean> {
      const text = body.trim();
      if (!text || thread(id).sending) return false;
      setThread(id, () => ({ sending: true, sendError: null }));
      try {
        const message = await api.postMessage(id, text, deps.socketId());
        remember([message]);
        setThread(id, (t) => ({
          messages: mergeMessages(t.messages, [message]),
          summary: t.summary && withMessage(t.summary, message, false),
        }));
        setItems((items) => items.map((c) => (c.id === id ? withMessage(c, message, false) : c)));
        return true;
      } catch (error) {
        setThread(id, () => ({ sendError: error }));
        return false;
      } finally {
        setThread(id, () => ({ sending: false }));
      }
    },

    /** Starts (or continues) a conversation with a member by email; answers its id, or throws. */
    async start(email: string, body: string): Promise<ConversationId> {
      const result = await api.postConversation({ email: email.trim(), body: body.trim() }, deps.socketId());
      remember([result.message]);
      setThread(result.conversation.id, (t) => ({
        summary: result.conversation,
        messages: mergeMessages(t.messages, [result.message]),
      }));
      setItems((items) => [result.conversation, ...items.filter((c) => c.id !== result.conversation.id)]);
      return result.conversation.id;
    },

    /** A NewMessageReceived payload from realtime (checked, never trusted). */
    receive(payload: unknown): void {
      const message = messageFromEvent(payload);
      if (!message || seen.has(message.id)) return;
      seen.add(message.id);
      deps.counter.incoming(message, deps.myId());
      const id = message.conversation_id;
      const open = $openId.get() === id;
      const mine = message.sender_id === deps.myId();
      if ($threads.get()[id])
        setThread(id, (t) => ({
          messages: mergeMessages(t.messages, [message]),
          summary: t.summary && withMessage(t.summary, message, !open && !mine),
        }));
      if ($list.get().items.some((c) => c.id === id))
        setItems((items) => items.map((c) => (c.id === id ? withMessage(c, message, !open && !mine) : c)));
      else if ($list.get().status !== 'idle') void loadConversations(); // a new conversation
      if (open && !mine) api.postRead(id).catch(() => {});
    },

    /** After a realtime reconnect: events of the gap are lost, so what is shown is fetched again. */
    refresh(): void {
      if ($list.get().status !== 'idle') void loadConversations();
      const open = $openId.get();
      if (open !== null) void loadThread(open);
    },

    /** Another member signed in, or nobody: forget everything. */
    reset(): void {
      $list.set({ items: [], status: 'idle', error: null });
      $threads.set({});
      $openId.set(null);
      seen.clear();
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;

/** The first field message of a 422, for the composer; other errors are shown by messageOf. */
export function sendErrorField(error: unknown): string | null {
  return error instanceof ValidationError ? (error.body.errors?.body?.[0] ?? null) : null;
}
