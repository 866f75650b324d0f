// Wire types of the chat API, inferred from its schemas (src/shared/contract/chat.ts).
import type { Answer, Input } from '../../shared/contract/endpoint.ts';
import type { chat, ChatMessage } from '../../shared/contract/chat.ts';

export type { ChatMessage, ChatParticipant, ConversationSummary } from '../../shared/contract/chat.ts';
export type ConversationId = number;

/** GET chat/conversations: Laravel's ResourceCollection without paging, latest activity first. */
export type ConversationList = Answer<typeof chat.conversations>;
/** POST chat/conversations {member_id | email, body}. */
export type StartConversationInput = Input<typeof chat.start>['body'];
export type StartConversationResult = Answer<typeof chat.start>;

/** The payload of App\Events\NewMessageReceived on private-App.Models.User.{id} (docs/contracts.md §2.2). */
export interface NewMessageReceived {
  message: ChatMessage;
}
