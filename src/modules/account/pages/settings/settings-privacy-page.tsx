// SettingsPrivacy (issue 15 #2, docs/contracts.md §7.6): whether the club's analytics may link the
// member's page views to their id and name (off by default), and what error reports carry (docs/spec.md §7).
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $i18n } from '../../../../core/i18n/i18n.ts';
import { $clientConfig } from '../../../../core/runtime.ts';
import { CheckboxField } from '../../../../ui/checkbox-field.tsx';
import { Problem, Section, SettingsPage } from '../../components/settings/settings-section.tsx';
import { createPrivacySettings } from '../../store/settings/privacy.ts';
import { key, problemText } from '../../store/settings/texts.ts';

export default function SettingsPrivacy() {
  const { t } = useStore($i18n);
  const [settings] = useState(() => createPrivacySettings());
  const consent = useStore(settings.$consent);
  const notice = useStore(settings.$notice);
  const busy = useStore(settings.save.$busy);
  const problem = useStore(settings.save.$problem);
  const analytics = useStore($clientConfig)?.analytics;

  return (
    <SettingsPage>
      <Section title={t(key('privacy.title'))} intro={t(key('privacy.intro'))}>
        <div className="settings-form">
          <CheckboxField
            role="switch"
            aria-checked={consent}
            label={t(key('privacy.consent'))}
            hint={t(key(consent ? 'privacy.consentHintOn' : 'privacy.consentHintOff'))}
            value={consent}
            disabled={busy}
            onInput={(on) => void settings.save.run(on)}
          />
          {!analytics?.matomo && <p className="settings-muted">{t(key('privacy.analyticsOff'))}</p>}
          {notice && (
            <p className="settings-notice" role="status">
              {t(key(notice === 'on' ? 'privacy.savedOn' : 'privacy.savedOff'))}
            </p>
          )}
          <Problem text={problemText(problem, t)} />
        </div>
      </Section>
      {analytics?.sentry && (
        <Section title={t(key('privacy.errorsTitle'))}>
          <p>{t(key('privacy.errors'))}</p>
        </Section>
      )}
    </SettingsPage>
  );
}
