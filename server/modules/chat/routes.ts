// Chat between members (docs/spec.md §1, §7; docs/contracts.md §2.2): conversations, paged messages, sending with
// an App\Events\NewMessageReceived broadcast to the other members, and read state. Every route
// answers 404 when the club has chat switched off (FEATURE_CHAT), as if it were not registered.
import { Hono, type MiddlewareHandler } from 'hono';
import { toTimestamp } from '../../clock.ts';
import { requireAuth } from '../../auth/middleware.ts';
import type { AppContext, AppDeps, AppEnv } from '../../http/env.ts';
import { notFound, routeNotFound, ValidationError } from '../../http/errors.ts';
import { paginate, resolvePage } from '../../http/pagination.ts';
import { throttle } from '../../http/rate-limit.ts';
import {
  canReach,
  conversationSummary,
  countMessages,
  createConversation,
  findConversationFor,
  findDirectConversation,
  insertMessage,
  listConversations,
  listMessagesNewestFirst,
  markRead,
  participantIds,
  type ConversationRow,
} from './repository.ts';
import { userChannel } from '../../realtime/broadcasting-auth.ts';
import { findUserByEmail, findUserById } from '../../auth/repository-users.ts';
import { chat, type ChatMessage } from '../../../src/shared/contract/chat.ts';
import { __, attributeName, fieldMessage } from '../../lang/translate.ts';
import { validateFields } from '../../http/input.ts';
import * as v from '../../../src/shared/contract/schema.ts';

export const NEW_MESSAGE_EVENT = 'App\\Events\\NewMessageReceived';
export const MESSAGES_PER_PAGE = 30;
/** Sending and starting conversations, per member (Laravel's throttle:30,1). */
export const SEND_LIMIT = { name: 'chat-send', maxAttempts: 30, decaySeconds: 60 };

const chatEnabled: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.deps.config.features.chat) throw routeNotFound(new URL(c.req.url).pathname);
  await next();
};

const sendThrottle = throttle(SEND_LIMIT, (c) => String(c.get('user').id));

/** Route-model binding: a conversation the member is not part of does not exist for them. */
function conversationOf(c: AppContext): ConversationRow {
  const raw = c.req.param('id') ?? '';
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  const found = Number.isSafeInteger(id) ? findConversationFor(c.var.deps.db, id, c.get('user').id) : undefined;
  if (!found) throw notFound(`No query results for model [App\\Models\\Conversation] ${raw}`);
  return found;
}

/** Laravel's TrimStrings middleware, then `required|string|max:5000`. */
const messageBody = (input: Record<string, unknown>) => validateFields(chat.send.body, input).body;
/** The recipient's fields, once one of them is given. */
const { member_id, email } = chat.start.body.entries;
const RECIPIENT = v.object({ member_id, email });

/**
 * Stores the message and broadcasts it to every other member of the conversation, except the
 * sender's own connection (X-Socket-ID, Laravel's toOthers()). A failed broadcast is logged: the
 * message is stored and the others reconcile over HTTP after reconnecting.
 */
export async function sendMessage(
  deps: Pick<AppDeps, 'db' | 'broadcaster' | 'clock' | 'log'>,
  conversationId: number,
  senderId: number,
  body: string,
  exceptSocketId: string | null,
): Promise<ChatMessage> {
  const message = insertMessage(deps.db, {
    conversation_id: conversationId,
    sender_id: senderId,
    body,
    created_at: toTimestamp(deps.clock.now()),
  });
  const channels = participantIds(deps.db, conversationId)
    .filter((id) => id !== senderId)
    .map(userChannel);
  const payload = { message };
  try {
    await deps.broadcaster.broadcast(
      channels,
      NEW_MESSAGE_EVENT,
      payload as unknown as Record<string, unknown>,
      exceptSocketId ? { exceptSocketId } : undefined,
    );
  } catch (error) {
    deps.log.warn('Chat message stored but not broadcast', {
      id: message.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
  return message;
}

/** `member_id` (required without email) or `email` (required without member_id): another member. */
function recipientOf(c: AppContext): number {
  const input = c.var.body;
  const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
  const given = {
    member_id: blank(input.member_id) ? undefined : input.member_id,
    email: blank(input.email) ? undefined : input.email,
  };
  if (given.member_id === undefined && given.email === undefined) {
    throw new ValidationError({
      member_id: [fieldMessage('required_without', 'member_id', { values: attributeName('email') })],
    });
  }
  const { member_id, email } = validateFields(RECIPIENT, given);
  const { db } = c.var.deps;
  const me = c.get('user').id;
  const other = member_id !== undefined ? findUserById(db, member_id) : findUserByEmail(db, email!);
  const field = member_id !== undefined ? 'member_id' : 'email';
  if (other?.id === me) throw new ValidationError({ [field]: [__('You cannot start a conversation with yourself.')] });
  // "No such member" and "not reachable" answer alike: chat is no way to test who is a member.
  if (!other || !(findDirectConversation(db, me, other.id) || canReach(db, me, other.id)))
    throw new ValidationError({ [field]: [fieldMessage('in', field)] });
  return other.id;
}

export function chatRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/chat/conversations', chatEnabled, requireAuth(), (c) =>
    c.json({ data: listConversations(c.var.deps.db, c.get('user').id) }),
  );

  app.post('/chat/conversations', chatEnabled, requireAuth(), sendThrottle, async (c) => {
    const me = c.get('user').id;
    const otherId = recipientOf(c);
    const body = messageBody(c.var.body);
    const { db, clock } = c.var.deps;
    const conversation =
      findDirectConversation(db, me, otherId) ?? createConversation(db, [me, otherId], toTimestamp(clock.now()));
    const message = await sendMessage(c.var.deps, conversation.id, me, body, c.var.socketId);
    return c.json({ conversation: conversationSummary(db, conversation.id, me), message }, 201);
  });

  app.get('/chat/conversations/:id', chatEnabled, requireAuth(), (c) => {
    const conversation = conversationOf(c);
    return c.json(conversationSummary(c.var.deps.db, conversation.id, c.get('user').id));
  });

  // Page 1 holds the newest messages; each page lists its messages oldest first (newest last).
  app.get('/chat/conversations/:id/messages', chatEnabled, requireAuth(), (c) => {
    const conversation = conversationOf(c);
    const { db, config } = c.var.deps;
    const page = resolvePage(c.req.query('page'));
    const rows = listMessagesNewestFirst(
      db,
      conversation.id,
      MESSAGES_PER_PAGE,
      (page - 1) * MESSAGES_PER_PAGE,
    ).reverse();
    const path = `${config.appUrl}${new URL(c.req.url).pathname}`;
    return c.json(
      paginate({ items: rows, total: countMessages(db, conversation.id), perPage: MESSAGES_PER_PAGE, page, path }),
    );
  });

  app.post('/chat/conversations/:id/messages', chatEnabled, requireAuth(), sendThrottle, async (c) => {
    const conversation = conversationOf(c);
    const body = messageBody(c.var.body);
    return c.json(await sendMessage(c.var.deps, conversation.id, c.get('user').id, body, c.var.socketId), 201);
  });

  app.post('/chat/conversations/:id/read', chatEnabled, requireAuth(), (c) => {
    const conversation = conversationOf(c);
    markRead(c.var.deps.db, conversation.id, c.get('user').id, toTimestamp(c.var.deps.clock.now()));
    return c.body(null, 204);
  });

  return app;
}
