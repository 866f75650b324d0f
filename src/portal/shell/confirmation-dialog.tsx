// The fresh-confirmation dialog as a chunk of its own, with its stylesheets (shell/on-demand.tsx).
import { ConfirmationDialog } from '../../modules/common/components/confirmation-dialog.tsx';
import dialogCss from '../../ui/dialog.css?inline';
import formFieldCss from '../../ui/form-field.css?inline';
import { adoptAfterFirstScreen } from '../styles.ts';

export default function ConfirmationDialogWithStyles() {
  adoptAfterFirstScreen(dialogCss, formFieldCss); // before its first commit; again: a no-op
  return <ConfirmationDialog />;
}
