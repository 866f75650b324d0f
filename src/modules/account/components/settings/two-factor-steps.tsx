// The steps of turning 2FA on: scanning the QR code (or typing the key) and confirming with a
// first code; then the recovery codes, shown once, to download or print.
import { useStore } from '@nanostores/react';
import type { FormEvent } from 'react';
import { $i18n } from '../../../../core/i18n/i18n.ts';
import { getRuntime } from '../../../../core/runtime.ts';
import { Button } from '../../../../ui/button.tsx';
import { TextField } from '../../../../ui/form-field.tsx';
import { Icon } from '../../../../ui/icon.tsx';
import { Problem, Section } from './settings-section.tsx';
import { key, problemText } from '../../store/settings/texts.ts';
import type { TwoFactorSetup } from '../../types.ts';
import { useFormField } from '../../../../ui/use-form-field.ts';
import { svgDataUrl } from '../../store/settings/two-factor-files.ts';
import type { TwoFactorSettings } from '../../store/settings/two-factor.ts';

export function SetupStep({ settings, setup }: { settings: TwoFactorSettings; setup: TwoFactorSetup }) {
  const { t } = useStore($i18n);
  const code = useFormField(settings.confirm.form, 'code');
  const busy = useStore(settings.confirm.$busy);
  const problem = useStore(settings.confirm.$problem);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void settings.confirm.submit();
  };
  return (
    <Section title={t(key('twoFactor.title'))} intro={t(key('twoFactor.scan'))}>
      <img
        className="settings-qr"
        src={svgDataUrl(setup.qr_svg)}
        alt={t(key('twoFactor.qrAlt'))}
        width={192}
        height={192}
      />
      <p className="settings-list__meta">{t(key('twoFactor.secret'))}</p>
      <code className="settings-code" aria-label={t(key('twoFactor.secret'))}>
        {setup.secret.replace(/(.{4})(?=.)/g, '$1 ')}
      </code>
      <form className="settings-form" noValidate onSubmit={submit}>
        <TextField
          label={t(key('twoFactor.code'))}
          hint={t(key('twoFactor.codeHint'))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          {...code}
        />
        <Problem text={problemText(problem, t)} />
        <div className="settings-actions">
          <Button type="submit" loading={busy}>
            {t(key('twoFactor.confirm'))}
          </Button>
          <Button variant="secondary" onClick={settings.finish}>
            {t(key('twoFactor.cancelSetup'))}
          </Button>
        </div>
      </form>
    </Section>
  );
}

export function CodesStep({ settings, codes }: { settings: TwoFactorSettings; codes: string[] }) {
  const { t } = useStore($i18n);
  const { user } = useStore(getRuntime().session.$session);
  const list = (
    <ul className="settings-codes">
      {codes.map((code) => (
        <li key={code}>{code}</li>
      ))}
    </ul>
  );
  return (
    <Section title={t(key('twoFactor.codesTitle'))} intro={t(key('twoFactor.codesIntro'))}>
      {list}
      <div className="settings-actions">
        <Button variant="secondary" icon={<Icon name="download" />} onClick={settings.download}>
          {t(key('twoFactor.download'))}
        </Button>
        <Button variant="secondary" icon={<Icon name="print" />} onClick={() => window.print()}>
          {t(key('twoFactor.print'))}
        </Button>
        <Button onClick={settings.finish}>{t(key('twoFactor.done'))}</Button>
      </div>
      {/* Only on paper (settings.css @media print): the sheet window.print() prints. */}
      <div className="settings-print" aria-hidden="true" data-testid="recovery-print">
        <h1>{t(key('twoFactor.printTitle'), { email: user?.email ?? '' })}</h1>
        <p>{t(key('twoFactor.codesIntro'))}</p>
        {list}
      </div>
    </Section>
  );
}
