// One message: the member's own on the right, the other member's on the left. The body is plain
// text (React escapes it; line breaks kept by CSS), never HTML.
import { useStore } from '@nanostores/react';
import { dateTime } from '../../../core/format.ts';
import { relativeTime } from '../../../core/relative-time.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { cx } from '../../../ui/class-names.ts';
import type { ChatMessage } from '../types.ts';

export interface MessageBubbleProps {
  message: ChatMessage;
  mine: boolean;
  /** Who wrote it, for screen readers ("You" or the other member's name). */
  author: string;
  now: number;
}

export function MessageBubble({ message, mine, author, now }: MessageBubbleProps) {
  const { locale } = useStore($i18n);
  return (
    <li
      className={cx('club-chat-bubble', mine ? 'club-chat-bubble--mine' : 'club-chat-bubble--theirs')}
      data-message-id={message.id}
    >
      <span className="club-visually-hidden">{author}: </span>
      <p className="club-chat-bubble__body">{message.body}</p>
      <time
        className="club-chat-bubble__time"
        dateTime={message.created_at}
        title={dateTime(message.created_at, locale)}
      >
        {relativeTime(message.created_at, now, locale)}
      </time>
    </li>
  );
}
