// One conversation: the other member's name, the messages (oldest first, earlier pages on
// request), and the composer. Opening it marks it read and remembers it in the session.
import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link } from 'wouter';
import { messageOf } from '../../../core/api/errors.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { ChevronIcon } from '../../../ui/icon.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { chatStore } from '../store.ts';
import { Composer } from './composer.tsx';
import { MessageBubble } from './message-bubble.tsx';
import type { ConversationId } from '../types.ts';
import { useRelativeClock } from '../../../ui/use-relative-clock.ts';

export interface ConversationViewProps {
  conversationId: ConversationId;
  myId: number | null;
}

export function ConversationView({ conversationId, myId }: ConversationViewProps) {
  const { t } = useStore($i18n);
  const thread = useStore(chatStore.$threads)[conversationId];
  const now = useRelativeClock(thread?.messages.map((message) => message.created_at) ?? []);
  const log = useRef<HTMLDivElement>(null);
  const lastId = useRef<number | null>(null);

  useEffect(() => chatStore.openConversation(conversationId), [conversationId]);

  // Follow new messages at the bottom; loading earlier ones keeps the place.
  const newest = thread?.messages.at(-1)?.id ?? null;
  useLayoutEffect(() => {
    if (newest !== null && newest !== lastId.current && log.current) log.current.scrollTop = log.current.scrollHeight;
    lastId.current = newest;
  }, [newest]);

  const name = thread?.summary?.participant.name || t('chat.conversation.unknownMember');
  const loading = !thread || (thread.status === 'loading' && thread.messages.length === 0);
  const failed = thread?.status === 'error' && thread.messages.length === 0;

  return (
    <section className="club-chat-conversation" aria-labelledby="club-chat-conversation-title">
      <header className="club-chat-conversation__header">
        <Link href="/chat" className="club-chat-conversation__back">
          <ChevronIcon />
          <span className="club-visually-hidden">{t('chat.conversation.back')}</span>
        </Link>
        <h2 id="club-chat-conversation-title" className="club-chat-conversation__title">
          {thread?.summary ? name : <Skeleton width="half" />}
        </h2>
      </header>

      {loading ? (
        <div className="club-chat-conversation__state">
          <span className="club-visually-hidden">{t('chat.conversation.loading')}</span>
          <Skeleton lines={4} />
        </div>
      ) : failed ? (
        <div className="club-chat-conversation__state" role="alert">
          <p>
            {t('chat.conversation.error')} {messageOf(thread.error, t)}
          </p>
          <Button variant="secondary" onClick={() => void chatStore.loadConversation(conversationId)}>
            {t('chat.conversation.retry')}
          </Button>
        </div>
      ) : (
        <>
          {thread.pages < thread.lastPage && (
            <Button
              variant="link"
              className="club-chat-conversation__older"
              loading={thread.loadingOlder}
              onClick={() => void chatStore.loadOlder(conversationId)}
            >
              {t('chat.conversation.older')}
            </Button>
          )}
          {/* role="log" on a wrapper: on the <ol> itself it would take away the list semantics */}
          <div
            ref={log}
            className="club-chat-conversation__messages"
            role="log"
            aria-live="polite"
            aria-label={t('chat.conversation.log', { name })}
            tabIndex={0}
          >
            <ol className="club-chat-conversation__list">
              {thread.messages.length === 0 && (
                <li className="club-chat-conversation__empty">{t('chat.conversation.empty')}</li>
              )}
              {thread.messages.map((message) => (
                <MessageBubble
                  key={message.id}
                  message={message}
                  mine={message.sender_id === myId}
                  author={message.sender_id === myId ? t('chat.conversation.fromYou') : name}
                  now={now}
                />
              ))}
            </ol>
          </div>
          <Composer
            name={name}
            sending={thread.sending}
            error={thread.sendError}
            onSend={(body) => chatStore.send(conversationId, body)}
          />
        </>
      )}
    </section>
  );
}
