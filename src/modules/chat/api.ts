// One request function per chat endpoint (server/modules/chat/routes.ts), through the page's api client.
import { currentApi } from '../../core/runtime.ts';
import type { Paginator } from '../../core/types.ts';
import type {
  ChatMessage,
  ConversationId,
  ConversationList,
  ConversationSummary,
  StartConversationInput,
  StartConversationResult,
} from './types.ts';

const base = (id: ConversationId) => `chat/conversations/${encodeURIComponent(String(id))}`;

export const getConversations = () => currentApi().get<ConversationList>('chat/conversations');

export const getConversation = (id: ConversationId) => currentApi().get<ConversationSummary>(base(id));

/** Page 1 holds the newest messages; each page is oldest first. */
export const getMessages = (id: ConversationId, page = 1) =>
  currentApi().get<Paginator<ChatMessage>>(`${base(id)}/messages`, { page });

/** `socketId` (this browser's realtime connection) keeps the broadcast from echoing back to it. */
export const postMessage = (id: ConversationId, body: string, socketId: string | null) =>
  currentApi()
    .raw<ChatMessage>('POST', `${base(id)}/messages`, {
      body: { body },
      headers: socketId ? { 'X-Socket-ID': socketId } : undefined,
    })
    .then((response) => response.data);

export const postRead = (id: ConversationId) => currentApi().post<void>(`${base(id)}/read`);

export const postConversation = (input: StartConversationInput, socketId: string | null) =>
  currentApi()
    .raw<StartConversationResult>('POST', 'chat/conversations', {
      body: input,
      headers: socketId ? { 'X-Socket-ID': socketId } : undefined,
    })
    .then((response) => response.data);
