// The confirmation before revoking a device's session or an API token (docs/spec.md §2 Settings):
// one alert dialog, the revoke action's spinner and problem inside it.
import { useStore } from '@nanostores/react';
import { $i18n } from '../../../../core/i18n/i18n.ts';
import { Button } from '../../../../ui/button.tsx';
import { Dialog } from '../../../../ui/dialog.tsx';
import type { createAction } from '../../store/settings/form-action.ts';
import { key, problemText } from '../../store/settings/texts.ts';
import { Problem } from './settings-section.tsx';

export interface RevokeDialogProps {
  /** Open while there is something to confirm. */
  open: boolean;
  title: string;
  description: string | undefined;
  /** The wording of the revoke button. */
  confirm: string;
  revoke: ReturnType<typeof createAction<[]>>;
  onCancel: () => void;
}

export function RevokeDialog({ open, title, description, confirm, revoke, onCancel }: RevokeDialogProps) {
  const { t } = useStore($i18n);
  const revoking = useStore(revoke.$busy);
  const problem = useStore(revoke.$problem);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      title={title}
      description={description}
      closeLabel={t(key('common.close'))}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t(key('common.cancel'))}
          </Button>
          <Button variant="danger" loading={revoking} onClick={() => void revoke.run()}>
            {confirm}
          </Button>
        </>
      }
    >
      <Problem text={problemText(problem, t)} />
    </Dialog>
  );
}
