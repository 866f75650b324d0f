// Wire types of the chat API, inferred from its schemas (src/shared/contract/chat.ts).
import type { ChatMessage, ConversationSummary } from '../../shared/contract/chat.ts';

export type { ChatMessage, ChatParticipant, ConversationSummary } from '../../shared/contract/chat.ts';
export type ConversationId = number;

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
