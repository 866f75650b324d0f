// The member's conversations, latest activity first: the other member, the last message (with
// "You:" before the member's own), when, and how many are unread. The open one is marked.
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { messageOf } from '../../../core/api/errors.ts';
import { relativeTime } from '../../../core/relative-time.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { cx } from '../../../ui/class-names.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { $conversationList, chatStore } from '../store.ts';
import type { ConversationId } from '../types.ts';
import { useRelativeClock } from '../../../ui/use-relative-clock.ts';

export interface ConversationListProps {
  openId: ConversationId | null;
  myId: number | null;
}

/** The first line of a message, short enough for one row. */
export function excerpt(body: string, max = 80): string {
  const line = body.split('\n', 1)[0]!.trim();
  return [...line].length > max ? `${[...line].slice(0, max - 1).join('')}…` : line;
}

export function ConversationList({ openId, myId }: ConversationListProps) {
  const { t, locale } = useStore($i18n);
  const list = useStore($conversationList);
  const now = useRelativeClock(list.items.flatMap((c) => (c.last_message ? [c.last_message.created_at] : [])));

  if (list.status === 'loading' || (list.status === 'idle' && list.items.length === 0)) {
    return (
      <div className="club-chat-list__state">
        <span className="club-visually-hidden">{t('chat.list.loading')}</span>
        <Skeleton lines={3} />
      </div>
    );
  }
  if (list.status === 'error' && list.items.length === 0) {
    return (
      <div className="club-chat-list__state" role="alert">
        <p>
          {t('chat.list.error')} {messageOf(list.error, t)}
        </p>
        <Button variant="secondary" onClick={() => void chatStore.loadConversations()}>
          {t('chat.list.retry')}
        </Button>
      </div>
    );
  }
  if (list.items.length === 0) return <p className="club-chat-list__state">{t('chat.list.empty')}</p>;

  return (
    <ul className="club-chat-list">
      {list.items.map((c) => {
        const last = c.last_message;
        const text = last
          ? last.sender_id === myId
            ? t('chat.list.you', { text: excerpt(last.body) })
            : excerpt(last.body)
          : t('chat.list.noMessages');
        return (
          <li key={c.id}>
            <Link
              href={`/chat/${c.id}`}
              className={cx(
                'club-chat-list__item',
                c.id === openId && 'club-chat-list__item--open',
                c.unread_count > 0 && 'club-chat-list__item--unread',
              )}
              aria-current={c.id === openId ? 'page' : undefined}
            >
              <span className="club-chat-list__name">{c.participant.name}</span>
              {last && (
                <time className="club-chat-list__time" dateTime={last.created_at}>
                  {relativeTime(last.created_at, now, locale)}
                </time>
              )}
              <span className="club-chat-list__excerpt">{text}</span>
              <Badge
                count={c.unread_count}
                tone="primary"
                label={t('chat.list.unread', { count: c.unread_count })}
                className="club-chat-list__badge"
              />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
