// The chat conversations screen (Chat:Conversations and Chat:Conversation): the list beside the
// open conversation on wide screens; on phones one of the two. While it is shown the chat
// unread counter stays at zero (docs/spec.md §4).
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { getRuntime } from '../../../core/runtime.ts';
import { cx } from '../../../ui/class-names.ts';
import { chatCounter } from '../store.ts';
import { useChatStyles } from './chat-styles.ts';
import { ConversationList } from './conversation-list.tsx';
import { ConversationView } from './conversation-view.tsx';
import { StartConversationForm } from './start-conversation-form.tsx';
import type { ConversationId } from '../types.ts';

export function ChatScreen({ conversationId }: { conversationId: ConversationId | null }) {
  const { t } = useStore($i18n);
  const myId = useStore(getRuntime().session.$session).user?.id ?? null;
  useChatStyles();
  useEffect(() => chatCounter.screenOpened(), []);

  return (
    <div className={cx('club-chat', conversationId !== null && 'club-chat--conversation-open')}>
      <aside className="club-chat__aside" aria-labelledby="club-chat-title">
        <h1 id="club-chat-title" className="club-chat__title">
          {t('chat.list.heading')}
        </h1>
        <ConversationList openId={conversationId} myId={myId} />
        <StartConversationForm />
      </aside>
      <div className="club-chat__main">
        {conversationId !== null ? (
          <ConversationView key={conversationId} conversationId={conversationId} myId={myId} />
        ) : (
          <p className="club-chat__choose">{t('chat.conversation.choose')}</p>
        )}
      </div>
    </div>
  );
}
