// "Are you sure?" once before an action that cannot be taken back (cancel an order or a
// reservation, remove an account): an alert dialog named by its question, the action's spinner and
// problem inside it; closing it returns focus to the button that opened it (ui/dialog.tsx).
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. "Cancel order ORD-…?": the dialog's accessible name. */
  title: string;
  description?: ReactNode;
  /** The wording of the button that does it. */
  confirm: string;
  /** The wording of the button that keeps things as they are. */
  cancel: string;
  closeLabel: string;
  busy?: boolean;
  /** Why the last try failed, shown inside the dialog. */
  problem?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog
      open={props.open}
      onClose={props.onCancel}
      role="alertdialog"
      title={props.title}
      description={props.description}
      closeLabel={props.closeLabel}
      actions={
        <>
          <Button variant="secondary" onClick={props.onCancel}>
            {props.cancel}
          </Button>
          <Button variant="danger" loading={props.busy} onClick={props.onConfirm}>
            {props.confirm}
          </Button>
        </>
      }
    >
      {props.problem && (
        <p className="club-dialog__problem" role="alert">
          {props.problem}
        </p>
      )}
    </Dialog>
  );
}
