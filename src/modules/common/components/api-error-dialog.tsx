// The error dialogs of docs/spec.md §8, driven by $apiError (src/core/api/errors.ts): 429 'Too many
// requests' (the stream keeps it to one at a time; it says how long to wait when the server said),
// 500 titled with the status text and the error icon, 503 maintenance. OK, Escape or × dismiss it.
import { useStore } from '@nanostores/react';
import { dialogOf, type DialogText } from '../../../core/api/dialogs.ts';
import { apiErrors, TooManyRequestsError, type ApiErrorStream } from '../../../core/api/errors.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { tPlural } from '../../../core/i18n/plural.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Icon } from '../../../ui/icon.tsx';

export function ApiErrorDialog({ stream = apiErrors }: { stream?: ApiErrorStream }) {
  const { t, locale } = useStore($i18n);
  const error = useStore(stream.$apiError);
  if (!error) return null;
  const dialog = dialogOf(error);
  const text = (part: DialogText) => (part.key ? t(part.key) : part.text);
  // How long to wait, when the server said (Retry-After); the widgets show no dialogs, so the words
  // live here, not in core/messages.
  const wait =
    error instanceof TooManyRequestsError && error.retryAfter !== null && error.retryAfter > 0
      ? tPlural(t, 'common.errors.tryAgainIn', error.retryAfter, locale)
      : null;
  return (
    <Dialog
      open
      role="alertdialog"
      onClose={stream.dismissApiError}
      title={dialog.title ? text(dialog.title) : t('common.errors.maintenanceTitle')}
      description={wait ?? text(dialog.text)}
      icon={<Icon name={dialog.icon} />}
      closeLabel={t('common.errors.close')}
      className={`club-api-error club-api-error--${dialog.kind}`}
      actions={<Button onClick={stream.dismissApiError}>{t('common.errors.ok')}</Button>}
    />
  );
}
