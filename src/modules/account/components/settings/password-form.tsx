// A small form asking for the current password before a sensitive change (ASVS 5.0 7.5.1):
// disabling 2FA, new recovery codes, logging out the other devices.
import { useStore } from '@nanostores/react';
import type { FormEvent, ReactNode } from 'react';
import { $i18n } from '../../../../core/i18n/i18n.ts';
import { Button } from '../../../../ui/button.tsx';
import { TextField } from '../../../../ui/form-field.tsx';
import type { FormAction } from '../../store/settings/form-action.ts';
import { Problem } from './settings-section.tsx';
import { key, problemText } from '../../store/settings/texts.ts';
import { useFormField } from '../../../../ui/use-form-field.ts';

export interface PasswordFormProps<V extends { password: string }> {
  action: FormAction<V>;
  submitLabel: string;
  variant?: 'primary' | 'secondary' | 'danger';
  /** More fields of the same form, shown under the password. */
  children?: ReactNode;
}

export function PasswordForm<V extends { password: string }>({
  action,
  submitLabel,
  variant = 'primary',
  children,
}: PasswordFormProps<V>) {
  const { t } = useStore($i18n);
  const password = useFormField(action.form, 'password');
  const busy = useStore(action.$busy);
  const problem = useStore(action.$problem);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void action.submit();
  };
  return (
    <form className="settings-form" noValidate onSubmit={submit}>
      <TextField
        label={t(key('common.currentPassword'))}
        type="password"
        autoComplete="current-password"
        required
        {...password}
      />
      {children}
      <Problem text={problemText(problem, t)} />
      <div className="settings-actions">
        <Button type="submit" variant={variant} loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
