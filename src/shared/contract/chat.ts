// Chat between members (docs/spec.md §2 Chat): every route answers 404 while the club has chat
// off; a full session only.
import { email, endpoints, id, max, nullable, page, paginator, Timestamp } from './endpoint.ts';
import { CHAT_MESSAGE_MAX } from './form-rules.ts';
import * as v from './schema.ts';

const endpoint = endpoints('chat', { auth: ['*'] });
/** Laravel's TrimStrings, then `required|string|max:5000`. */
const body = v.pipe(v.string(), v.trim(), max(CHAT_MESSAGE_MAX));

/** A message as Eloquent serialises it, and as App\Events\NewMessageReceived carries it. */
export const ChatMessage = v.object({
  id,
  conversation_id: id,
  sender_id: id,
  body: v.string(),
  created_at: Timestamp,
});
/** `unread_count`: messages of the other member this member has not read yet. */
export const ConversationSummary = v.object({
  id,
  participant: v.object({ id, name: v.string() }),
  last_message: nullable(ChatMessage),
  unread_count: v.number(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
const missing = { 404: 'No such conversation of the member, or chat is off' };

export const chat = {
  conversations: endpoint('GET /api/chat/conversations', "The member's conversations, latest activity first", {
    responses: { 200: v.object({ data: v.array(ConversationSummary) }), 404: 'Chat is off' },
  }),
  start: endpoint(
    'POST /api/chat/conversations',
    'Start a conversation with another member (by id or by email) with a first message',
    {
      body: v.object({ member_id: v.optional(id), email: v.optional(email), body }),
      responses: { 201: v.object({ conversation: ConversationSummary, message: ChatMessage }), 404: 'Chat is off' },
    },
  ),
  conversation: endpoint('GET /api/chat/conversations/{id}', 'One conversation of the member', {
    responses: { 200: ConversationSummary, ...missing },
  }),
  messages: endpoint(
    'GET /api/chat/conversations/{id}/messages',
    'Messages of a conversation, 30 per page (page 1 the newest, each page oldest first)',
    { query: v.object({ page }), responses: { 200: paginator(ChatMessage), ...missing } },
  ),
  send: endpoint(
    'POST /api/chat/conversations/{id}/messages',
    'Send a message; broadcast as App\\Events\\NewMessageReceived to the other members',
    {
      headers: { 'X-Socket-ID': "This connection gets no copy (Laravel's toOthers())" },
      body: v.object({ body }),
      responses: { 201: ChatMessage, ...missing },
    },
  ),
  read: endpoint(
    'POST /api/chat/conversations/{id}/read',
    'Mark every message of the conversation read for the member',
    { responses: { 204: 'Read', ...missing } },
  ),
};

export type ChatMessage = v.InferOutput<typeof ChatMessage>;
export type ConversationSummary = v.InferOutput<typeof ConversationSummary>;
export type ChatParticipant = ConversationSummary['participant'];
