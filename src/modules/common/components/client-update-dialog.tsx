// The client-update dialog of docs/spec.md §9: 'Update Available' / 'App will update in a few seconds
// automatically' (or that it waits for unsaved input), 'Apply Now' (reload at once) and 'Later ...' (no reload; Escape means the
// same). Mounted once by the portal, which tells it the route shown (Growing:Sale gets no dialog).
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $i18n, loadMessages } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { InfoIcon } from '../../../ui/icon.tsx';
import type { ClientUpdate } from '../store/client-update-flow.ts';
import { CLIENT_UPDATE_MESSAGES, clientUpdate, setClientUpdateRoute } from '../store/client-update.ts';

export interface ClientUpdateDialogProps {
  /** The route shown now, e.g. 'Growing:Sale'. */
  routeName: string | null;
  /** Default: the page's flow (client-update.ts). */
  flow?: ClientUpdate;
}

export function ClientUpdateDialog({ routeName, flow = clientUpdate }: ClientUpdateDialogProps) {
  const { t } = useStore($i18n);
  const open = useStore(flow.$dialogOpen);
  const waiting = useStore(flow.$waitingForInput);
  useEffect(() => setClientUpdateRoute(routeName), [routeName]);
  useEffect(() => {
    void loadMessages([CLIENT_UPDATE_MESSAGES]).catch(() => {});
  }, []);
  return (
    <Dialog
      open={open}
      role="alertdialog"
      onClose={flow.later}
      title={t('clientUpdate.title')}
      description={t(waiting ? 'clientUpdate.waiting' : 'clientUpdate.text')}
      icon={<InfoIcon />}
      actions={
        <>
          <Button variant="secondary" onClick={flow.later}>
            {t('clientUpdate.later')}
          </Button>
          <Button onClick={flow.applyNow}>{t('clientUpdate.applyNow')}</Button>
        </>
      }
    />
  );
}
