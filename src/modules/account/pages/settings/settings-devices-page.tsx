// SettingsDevices (docs/spec.md §2): the member's logged-in devices (this one marked; the user agent in
// words, IP, last use as relative time); log one out after a confirmation, or all others with
// the password (the API tokens too unless kept). The member's API tokens are listed as well, so a
// token someone made with a stolen session is seen. A logged-out device's next request is refused (401).
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { relativeTime } from '../../../../core/relative-time.ts';
import { $i18n, type Translate } from '../../../../core/i18n/i18n.ts';
import { Button } from '../../../../ui/button.tsx';
import { CheckboxField } from '../../../../ui/checkbox-field.tsx';
import { useFormField } from '../../../../ui/use-form-field.ts';
import { Link } from 'wouter';
import { Spinner } from '../../../../ui/spinner.tsx';
import { PasswordForm } from '../../components/settings/password-form.tsx';
import { RevokeDialog } from '../../components/settings/revoke-dialog.tsx';
import { LoadFailed, Section, SettingsPage } from '../../components/settings/settings-section.tsx';
import { key } from '../../store/settings/texts.ts';
import type { Device } from '../../types.ts';
import { createDevicesSettings } from '../../store/settings/devices.ts';
import { summariseUserAgent } from '../../store/settings/user-agent.ts';

export function deviceTitle(device: Device, t: Translate): string {
  const { browser, os } = summariseUserAgent(device.user_agent);
  if (browser && os) return t(key('devices.summary'), { browser, os });
  return browser ?? os ?? (device.name || t(key('devices.unknownDevice')));
}

export default function SettingsDevices() {
  const { t, locale } = useStore($i18n);
  const [settings] = useState(createDevicesSettings);
  const devices = useStore(settings.$devices);
  const apiTokens = useStore(settings.$apiTokens);
  const keepApiTokens = useFormField(settings.logoutOthers.form, 'keep_api_tokens');
  const loadFailed = useStore(settings.$loadFailed);
  const confirming = useStore(settings.$confirming);

  return (
    <SettingsPage>
      <Section title={t(key('devices.title'))} intro={t(key('devices.intro'))}>
        {loadFailed ? (
          <LoadFailed onRetry={() => void settings.load()} />
        ) : !devices ? (
          <Spinner label={t(key('common.loading'))} />
        ) : (
          <ul className="settings-list">
            {devices.map((device) => (
              <li key={device.id} className="settings-list__item">
                <div className="settings-list__main">
                  <p className="settings-list__name">{deviceTitle(device, t)}</p>
                  {device.current && <span className="settings-badge">{t(key('devices.current'))}</span>}
                  {device.ip_address && (
                    <p className="settings-list__meta">{t(key('devices.ip'), { ip: device.ip_address })}</p>
                  )}
                  <p className="settings-list__meta">
                    {t(key('devices.lastUsed'), {
                      time: relativeTime(device.last_used_at ?? device.created_at, Date.now(), locale),
                    })}
                  </p>
                </div>
                {!device.current && (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => settings.ask(device)}
                    aria-label={`${t(key('devices.revoke'))}: ${deviceTitle(device, t)}`}
                  >
                    {t(key('devices.revoke'))}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t(key('devices.apiTokensTitle'))} intro={t(key('devices.apiTokensIntro'))}>
        {apiTokens && apiTokens.length === 0 && <p className="settings-muted">{t(key('devices.apiTokensNone'))}</p>}
        {apiTokens && apiTokens.length > 0 && (
          <ul className="settings-list">
            {apiTokens.map((token) => (
              <li key={token.id} className="settings-list__item">
                <div className="settings-list__main">
                  <p className="settings-list__name">{token.name}</p>
                  <p className="settings-list__meta">
                    {token.last_used_at
                      ? t(key('devices.lastUsed'), { time: relativeTime(token.last_used_at, Date.now(), locale) })
                      : t(key('devices.apiTokenCreated'), { time: relativeTime(token.created_at, Date.now(), locale) })}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <p className="settings-list__meta">
          <Link href="/settings/api-token">{t(key('devices.apiTokensManage'))}</Link>
        </p>
      </Section>
      <Section title={t(key('devices.others'))} intro={t(key('devices.othersIntro'))}>
        <PasswordForm action={settings.logoutOthers} submitLabel={t(key('devices.others'))} variant="danger">
          <CheckboxField
            label={t(key('devices.keepApiTokens'))}
            hint={t(key('devices.keepApiTokensHint'))}
            {...keepApiTokens}
          />
        </PasswordForm>
      </Section>
      <RevokeDialog
        open={confirming !== null}
        title={t(key('devices.revokeTitle'))}
        description={confirming ? t(key('devices.revokeText'), { name: deviceTitle(confirming, t) }) : undefined}
        confirm={t(key('devices.revoke'))}
        revoke={settings.revoke}
        onCancel={settings.cancel}
      />
    </SettingsPage>
  );
}
