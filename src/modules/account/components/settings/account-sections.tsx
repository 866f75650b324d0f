// The four forms of the account page, each a titled section bound to its store (store.ts).
import { useStore } from '@nanostores/react';
import type { FormEvent } from 'react';
import { $i18n } from '../../../../core/i18n/i18n.ts';
import type { User } from '../../../../core/types.ts';
import { Button } from '../../../../ui/button.tsx';
import { TextField } from '../../../../ui/form-field.tsx';
import { CheckboxField } from '../../../../ui/checkbox-field.tsx';
import type { FormAction } from '../../store/settings/form-action.ts';
import { Problem, Section } from './settings-section.tsx';
import { key, problemText } from '../../store/settings/texts.ts';
import { useFormField } from '../../../../ui/use-form-field.ts';
import type { AccountSettings } from '../../store/settings/account.ts';

const onSubmit = (submit: () => Promise<boolean>) => (event: FormEvent) => {
  event.preventDefault();
  void submit();
};

function Submit<V extends Record<string, unknown>>({ action, label }: { action: FormAction<V>; label: string }) {
  const busy = useStore(action.$busy);
  const problem = useStore(action.$problem);
  const { t } = useStore($i18n);
  return (
    <>
      <Problem text={problemText(problem, t)} />
      <div className="settings-actions">
        <Button type="submit" loading={busy}>
          {label}
        </Button>
      </div>
    </>
  );
}

export function NameSection({ settings }: { settings: AccountSettings }) {
  const { t } = useStore($i18n);
  const name = useFormField(settings.name.form, 'name');
  return (
    <Section title={t(key('account.nameTitle'))}>
      <form className="settings-form" noValidate onSubmit={onSubmit(settings.name.submit)}>
        <TextField label={t(key('account.name'))} autoComplete="name" required {...name} />
        <Submit action={settings.name} label={t(key('common.save'))} />
      </form>
    </Section>
  );
}

export function EmailSection({ settings, user }: { settings: AccountSettings; user: User }) {
  const { t } = useStore($i18n);
  const sentTo = useStore(settings.$emailSentTo);
  const resending = useStore(settings.resendLink.$busy);
  const resendProblem = useStore(settings.resendLink.$problem);
  const email = useFormField(settings.emailChange.form, 'email');
  const password = useFormField(settings.emailChange.form, 'password');
  return (
    <Section title={t(key('account.emailTitle'))} intro={t(key('account.emailIntro'), { email: user.email })}>
      {!user.email_verified && (
        <div className="settings-actions">
          <p className="settings-muted">{t(key('account.unverified'))}</p>
          <Button variant="secondary" loading={resending} onClick={() => void settings.resendLink.run()}>
            {t(key('account.resendLink'))}
          </Button>
        </div>
      )}
      {resendProblem && <Problem text={problemText(resendProblem, t)} />}
      {sentTo && (
        <p className="settings-notice" role="status">
          {t(key('account.emailSaved'), { email: sentTo })}
        </p>
      )}
      <form className="settings-form" noValidate onSubmit={onSubmit(settings.emailChange.submit)}>
        <TextField
          label={t(key('account.newEmail'))}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          {...email}
        />
        <TextField
          label={t(key('common.currentPassword'))}
          type="password"
          autoComplete="current-password"
          required
          {...password}
        />
        <Submit action={settings.emailChange} label={t(key('account.emailSubmit'))} />
      </form>
    </Section>
  );
}

export function PasswordSection({ settings }: { settings: AccountSettings }) {
  const { t } = useStore($i18n);
  const { form } = settings.password;
  const current = useFormField(form, 'current_password');
  const password = useFormField(form, 'password');
  const confirmation = useFormField(form, 'password_confirmation');
  const logoutOthers = useFormField(form, 'logout_other_devices');
  const keepApiTokens = useFormField(form, 'keep_api_tokens');
  const loggingOut = useStore(form.$values).logout_other_devices;
  return (
    <Section title={t(key('account.passwordTitle'))}>
      <form className="settings-form" noValidate onSubmit={onSubmit(settings.password.submit)}>
        <TextField
          label={t(key('common.currentPassword'))}
          type="password"
          autoComplete="current-password"
          required
          {...current}
        />
        <TextField
          label={t(key('account.newPassword'))}
          hint={t(key('account.newPasswordHint'))}
          type="password"
          autoComplete="new-password"
          required
          {...password}
        />
        <TextField
          label={t(key('account.confirmPassword'))}
          type="password"
          autoComplete="new-password"
          required
          {...confirmation}
        />
        <CheckboxField label={t(key('account.logoutOthers'))} {...logoutOthers} />
        {loggingOut && (
          <CheckboxField
            label={t(key('devices.keepApiTokens'))}
            hint={t(key('devices.keepApiTokensHint'))}
            {...keepApiTokens}
          />
        )}
        <Submit action={settings.password} label={t(key('account.passwordSubmit'))} />
      </form>
    </Section>
  );
}

export function WalletSection({ settings, user }: { settings: AccountSettings; user: User }) {
  const { t } = useStore($i18n);
  const linking = useStore(settings.linkWallet.$busy);
  const linkProblem = useStore(settings.linkWallet.$problem);
  const clearing = useStore(settings.clearWallet.$busy);
  const clearProblem = useStore(settings.clearWallet.$problem);
  return (
    <Section title={t(key('account.walletTitle'))} intro={t(key('account.walletIntro'))}>
      {user.nft.address ? (
        <p>
          {t(key('account.walletLinked'))} <code className="settings-wallet-address">{user.nft.address}</code>
        </p>
      ) : (
        <p className="settings-muted">{t(key('account.walletNone'))}</p>
      )}
      <div className="settings-actions">
        <Problem text={problemText(linkProblem, t)} />
        <Button loading={linking} onClick={() => void settings.linkWallet.run()}>
          {t(key(user.nft.address ? 'account.walletRelink' : 'account.walletLink'))}
        </Button>
      </div>
      {user.nft.address && (
        <div className="settings-actions">
          <Problem text={problemText(clearProblem, t)} />
          <Button variant="secondary" loading={clearing} onClick={() => void settings.clearWallet.run()}>
            {t(key('account.walletClear'))}
          </Button>
        </div>
      )}
    </Section>
  );
}
