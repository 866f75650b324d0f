// The fresh confirmation the server asks for before adding a payout account or paying out to a new
// one (docs/threats.md T27): the password, or with 2FA on the authenticator's code. Driven by
// $confirmation (src/core/session/confirmation.ts), which sends the move again once confirmed.
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { $confirmation, cancelConfirmation, submitConfirmation } from '../../../core/session/confirmation.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { TextField } from '../../../ui/form-field.tsx';

export function ConfirmationDialog() {
  const { t } = useStore($i18n);
  const state = useStore($confirmation);
  const [value, setValue] = useState('');
  if (!state) return null;
  const totp = state.kind === 'totp';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value === '') return;
    void submitConfirmation(value).then(() => setValue(''));
  };
  const close = () => {
    setValue('');
    cancelConfirmation();
  };
  return (
    <Dialog
      open
      role="alertdialog"
      onClose={close}
      title={t('common.confirm.title')}
      description={t(totp ? 'common.confirm.textCode' : 'common.confirm.textPassword')}
      closeLabel={t('common.confirm.cancel')}
      className="club-confirmation"
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.confirm.cancel')}
          </Button>
          <Button type="submit" form="club-confirmation-form" loading={state.busy}>
            {t('common.confirm.submit')}
          </Button>
        </>
      }
    >
      <form id="club-confirmation-form" noValidate onSubmit={submit}>
        <TextField
          label={t(totp ? 'common.confirm.code' : 'common.confirm.password')}
          type={totp ? 'text' : 'password'}
          inputMode={totp ? 'numeric' : undefined}
          autoComplete={totp ? 'one-time-code' : 'current-password'}
          required
          value={value}
          error={state.problem}
          onInput={setValue}
        />
      </form>
    </Dialog>
  );
}
