// Settings2fa (docs/spec.md §2): turn two-factor authentication on (password -> QR code and key -> a first
// code -> recovery codes once), off (password), or get new recovery codes (password); the member's
// passkeys (docs/spec.md §4 "Passkeys").
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { date } from '../../../../core/format.ts';
import { $i18n } from '../../../../core/i18n/i18n.ts';
import { Spinner } from '../../../../ui/spinner.tsx';
import { PasswordForm } from '../../components/settings/password-form.tsx';
import { LoadFailed, Section, SettingsPage } from '../../components/settings/settings-section.tsx';
import { key } from '../../store/settings/texts.ts';
import { createTwoFactorSettings } from '../../store/settings/two-factor.ts';
import { CodesStep, SetupStep } from '../../components/settings/two-factor-steps.tsx';
import { PasskeysSection } from '../../components/settings/passkeys-section.tsx';

export default function Settings2fa() {
  const { t, locale } = useStore($i18n);
  const [settings] = useState(createTwoFactorSettings);
  const status = useStore(settings.$status);
  const loadFailed = useStore(settings.$loadFailed);
  const view = useStore(settings.$view);

  if (view.step === 'setup')
    return (
      <SettingsPage>
        <SetupStep settings={settings} setup={view.setup} />
      </SettingsPage>
    );
  if (view.step === 'codes')
    return (
      <SettingsPage>
        <CodesStep settings={settings} codes={view.codes} />
      </SettingsPage>
    );

  return (
    <SettingsPage>
      <Section title={t(key('twoFactor.title'))} intro={t(key('twoFactor.intro'))}>
        {loadFailed ? (
          <LoadFailed onRetry={() => void settings.load()} />
        ) : !status ? (
          <Spinner label={t(key('common.loading'))} />
        ) : status.enabled_at ? (
          <>
            <p className="settings-notice" role="status">
              {t(key('twoFactor.statusOn'), { date: date(status.enabled_at, locale) })}
            </p>
            <p className="settings-muted">{t(key('twoFactor.codesLeft'), { count: status.recovery_codes_left })}</p>
          </>
        ) : (
          <>
            <p className="settings-notice" role="status">
              {t(key('twoFactor.statusOff'))}
            </p>
            <p className="settings-muted">{t(key('twoFactor.enableIntro'))}</p>
            <PasswordForm action={settings.enable} submitLabel={t(key('twoFactor.enable'))} />
          </>
        )}
      </Section>
      {/* after the status: a page that could not load says so once */}
      {status && <PasskeysSection />}
      {status?.enabled_at && (
        <>
          <Section title={t(key('twoFactor.regenerate'))} intro={t(key('twoFactor.regenerateIntro'))}>
            <PasswordForm
              action={settings.regenerate}
              submitLabel={t(key('twoFactor.regenerate'))}
              variant="secondary"
            />
          </Section>
          <Section title={t(key('twoFactor.disable'))} intro={t(key('twoFactor.disableIntro'))}>
            <PasswordForm action={settings.disable} submitLabel={t(key('twoFactor.disable'))} variant="danger" />
          </Section>
        </>
      )}
    </SettingsPage>
  );
}
