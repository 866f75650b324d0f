// Chat wire types (server/modules/chat/openapi.ts documents them); the server imports them with `import type`.
import type { Timestamp } from '../../core/types.ts';

export type ConversationId = number;

/** A message as Eloquent serialises it, and as App\Events\NewMessageReceived carries it. */
export interface ChatMessage {
  id: number;
  conversation_id: ConversationId;
  sender_id: number;
  body: string;
  created_at: Timestamp;
}

/** The member on the other side of a conversation. */
export interface ChatParticipant {
  id: number;
  name: string;
}

/** One row of GET chat/conversations, and the answer of GET chat/conversations/{id}. */
export interface ConversationSummary {
  id: ConversationId;
  participant: ChatParticipant;
  last_message: ChatMessage | null;
  /** Messages of the other member this member has not read yet. */
  unread_count: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** GET chat/conversations: Laravel's ResourceCollection without paging, latest activity first. */
export interface ConversationList {
  data: ConversationSummary[];
}

/** POST chat/conversations {member_id | email, body}. */
export interface StartConversationInput {
  member_id?: number;
  email?: string;
  body: string;
}

export interface StartConversationResult {
  conversation: ConversationSummary;
  message: ChatMessage;
}

/** The payload of App\Events\NewMessageReceived on private-App.Models.User.{id} (docs/contracts.md §2.2). */
export interface NewMessageReceived {
  message: ChatMessage;
}
