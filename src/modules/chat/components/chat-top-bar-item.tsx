// The chat in the top bar: a link to the conversations with the unread counter (docs/spec.md §4), and the
// new-message info dialog, which belongs wherever the member is in the app. Nothing when the
// club has chat switched off.
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { $clientConfig } from '../../../core/runtime.ts';
import { Badge } from '../../../ui/badge.tsx';
import { ChatIcon } from '../../../ui/icon.tsx';
import { $chatUnread } from '../store.ts';
import { useChatStyles } from './chat-styles.ts';
import { NewMessageDialog, CONVERSATIONS_PATH } from './new-message-dialog.tsx';

export default function ChatTopBarItem() {
  const { t } = useStore($i18n);
  const config = useStore($clientConfig);
  const unread = useStore($chatUnread);
  useChatStyles();
  if (config && !config.features.chat) return null;
  const label =
    unread.count > 0
      ? `${t('chat.topBar.open')}, ${t('chat.topBar.unread', { count: unread.count })}`
      : t('chat.topBar.open');
  return (
    <>
      <Link href={CONVERSATIONS_PATH} className="club-chat-top-bar" aria-label={label}>
        <ChatIcon />
        <Badge count={unread.count} className="club-chat-top-bar__badge" />
      </Link>
      <NewMessageDialog />
    </>
  );
}
