// docs/spec.md §2, §5: when terms documents changed, the member must accept them. The dialog lists each
// changed document (opening in a new tab), gives two hints, and cannot be dismissed: no Escape, no
// click outside, no close button; confirm stays disabled until the box is ticked.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { messageOf } from '../../../core/api/errors.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { $session } from '../../../core/session/session.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { ExternalLinkIcon } from '../../../ui/icon.tsx';
import { $pendingTerms, acceptTermUpdates } from '../store/terms.ts';

const ignore = () => {};

export function TermsUpdateDialog() {
  const { t } = useStore($i18n);
  const updates = useStore($pendingTerms);
  const ghost = useStore($session).ghost;
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await acceptTermUpdates();
      setAccepted(false);
    } catch (problem) {
      setError(messageOf(problem, t));
    } finally {
      setBusy(false);
    }
  };

  // Staff acting as the member (ghost mode) never accept terms on the member's behalf.
  return (
    <Dialog
      open={updates.length > 0 && !ghost}
      onClose={ignore}
      dismissable={false}
      role="alertdialog"
      title={t('common.terms.title')}
      description={t('common.terms.intro')}
      className="club-terms-dialog"
      actions={
        <Button disabled={!accepted} loading={busy} onClick={confirm}>
          {t('common.terms.confirm')}
        </Button>
      }
    >
      <ul className="club-terms-dialog__documents">
        {updates.map((doc) => (
          <li key={doc.url}>
            <a href={doc.url} target="_blank" rel="noopener noreferrer">
              {doc.name}
              <ExternalLinkIcon className="club-terms-dialog__external" />
              <span className="club-visually-hidden"> {t('common.terms.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
      <p className="club-terms-dialog__hint">{t('common.terms.hintRead')}</p>
      <p className="club-terms-dialog__hint">{t('common.terms.hintAccept')}</p>
      <CheckboxField label={t('common.terms.accept')} value={accepted} onInput={setAccepted} />
      {error && (
        <p role="alert" className="club-terms-dialog__error">
          {error}
        </p>
      )}
    </Dialog>
  );
}
