// Messages reach a conversation three ways (a page load, the POST answer, the realtime event) and
// pages shift while new messages arrive, so every path merges by id: no duplicates, id order.
import type { ChatMessage } from '../types.ts';

/** `incoming` merged into `existing`, one copy per id (the later copy wins), ordered by id. */
export function mergeMessages(existing: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return existing as ChatMessage[];
  const byId = new Map<number, ChatMessage>();
  for (const message of existing) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * The message of a NewMessageReceived payload, or null when the payload does not have the shape
 * of docs/contracts.md §2.2: an event is a cue from the network, so its shape is checked, never assumed.
 */
export function messageFromEvent(payload: unknown): ChatMessage | null {
  const message = (payload as { message?: unknown } | null)?.message as Record<string, unknown> | undefined;
  if (typeof message !== 'object' || message === null) return null;
  const { id, conversation_id, sender_id, body, created_at } = message;
  if (
    !isId(id) ||
    !isId(conversation_id) ||
    !isId(sender_id) ||
    typeof body !== 'string' ||
    typeof created_at !== 'string'
  )
    return null;
  return { id, conversation_id, sender_id, body, created_at };
}
