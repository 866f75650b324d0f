// The error dialog as a chunk of its own, with its stylesheet (shell/on-demand.tsx).
import { ApiErrorDialog } from '../../modules/common/components/api-error-dialog.tsx';
import dialogCss from '../../ui/dialog.css?inline';
import { adoptAfterFirstScreen } from '../styles.ts';

export default function ApiErrorDialogWithStyles() {
  adoptAfterFirstScreen(dialogCss); // before its first commit; again: a no-op
  return <ApiErrorDialog />;
}
