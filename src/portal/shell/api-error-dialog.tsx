// The error dialog as a chunk of its own, with its stylesheet (shell/on-demand.tsx).
import { ApiErrorDialog } from '../../modules/common/components/api-error-dialog.tsx';
import dialogCss from '../../ui/dialog.css?inline';
import { adoptStyles } from '../../ui/styles.ts';

if (typeof document !== 'undefined') adoptStyles(document, dialogCss);

export default ApiErrorDialog;
