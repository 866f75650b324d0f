// The new-message info dialog (docs/spec.md §9, rules in new-message-dialog-store.ts). Confirming opens
// the chat conversations.
import { useStore } from '@nanostores/react';
import { useLocation } from 'wouter';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { ChatIcon } from '../../../ui/icon.tsx';
import { newMessageDialog } from '../store.ts';

export const CONVERSATIONS_PATH = '/chat';

export function NewMessageDialog() {
  const { t } = useStore($i18n);
  const open = useStore(newMessageDialog.$open);
  const count = useStore(newMessageDialog.$count);
  const [, navigate] = useLocation();
  return (
    <Dialog
      open={open}
      onClose={newMessageDialog.close}
      title={t('chat.newMessage.title')}
      description={t('chat.newMessage.text', { count })}
      icon={<ChatIcon />}
      closeLabel={t('chat.newMessage.later')}
      actions={
        <>
          <Button variant="secondary" onClick={newMessageDialog.close}>
            {t('chat.newMessage.later')}
          </Button>
          <Button
            onClick={() => {
              newMessageDialog.confirm();
              navigate(CONVERSATIONS_PATH);
            }}
          >
            {t('chat.newMessage.confirm')}
          </Button>
        </>
      }
    />
  );
}
