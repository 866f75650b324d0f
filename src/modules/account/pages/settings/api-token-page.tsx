// ApiToken (docs/spec.md §2): create a token with a name, permissions and an optional expiry; its secret
// is shown once to copy; the list shows every token (never a secret) to revoke.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { date } from '../../../../core/format.ts';
import { relativeTime } from '../../../../core/relative-time.ts';
import { $i18n } from '../../../../core/i18n/i18n.ts';
import { Button } from '../../../../ui/button.tsx';
import { Spinner } from '../../../../ui/spinner.tsx';
import { CopyField } from '../../components/settings/copy-field.tsx';
import { RevokeDialog } from '../../components/settings/revoke-dialog.tsx';
import { LoadFailed, Section, SettingsPage } from '../../components/settings/settings-section.tsx';
import { key } from '../../store/settings/texts.ts';
import { ApiTokenForm } from '../../components/settings/api-token-form.tsx';
import { createApiTokenSettings } from '../../store/settings/api-tokens.ts';

export default function ApiToken() {
  const { t, locale } = useStore($i18n);
  const [settings] = useState(() => createApiTokenSettings());
  const tokens = useStore(settings.$tokens);
  const loadFailed = useStore(settings.$loadFailed);
  const created = useStore(settings.$created);
  const confirming = useStore(settings.$confirming);

  return (
    <SettingsPage>
      <Section title={t(key('apiTokens.title'))} intro={t(key('apiTokens.intro'))}>
        <ApiTokenForm settings={settings} />
      </Section>
      {created && (
        <Section title={t(key('apiTokens.secretTitle'))} intro={t(key('apiTokens.secretIntro'))}>
          <CopyField label={t(key('apiTokens.secret'))} value={created.plain_text_token} />
          <div className="settings-actions">
            <Button variant="secondary" onClick={settings.dismissSecret}>
              {t(key('common.close'))}
            </Button>
          </div>
        </Section>
      )}
      <Section title={t(key('apiTokens.listTitle'))}>
        {loadFailed ? (
          <LoadFailed onRetry={() => void settings.load()} />
        ) : !tokens ? (
          <Spinner label={t(key('common.loading'))} />
        ) : tokens.length === 0 ? (
          <p>{t(key('apiTokens.none'))}</p>
        ) : (
          <ul className="settings-list" aria-label={t(key('apiTokens.listTitle'))}>
            {tokens.map((token) => (
              <li key={token.id} className="settings-list__item">
                <div className="settings-list__main">
                  <p className="settings-list__name">{token.name}</p>
                  <p className="settings-list__meta">
                    {token.abilities.map((ability) => t(key(`apiTokens.ability.${ability}`))).join(' · ')}
                  </p>
                  <p className="settings-list__meta">
                    {token.expires_at
                      ? t(key(settings.isExpired(token) ? 'apiTokens.expired' : 'apiTokens.expires'), {
                          date: date(token.expires_at, locale),
                        })
                      : t(key('apiTokens.noExpiry'))}
                  </p>
                  <p className="settings-list__meta">
                    {token.last_used_at
                      ? t(key('apiTokens.lastUsed'), { time: relativeTime(token.last_used_at, Date.now(), locale) })
                      : t(key('apiTokens.neverUsed'))}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => settings.ask(token)}
                  aria-label={`${t(key('apiTokens.revoke'))}: ${token.name}`}
                >
                  {t(key('apiTokens.revoke'))}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <RevokeDialog
        open={confirming !== null}
        title={t(key('apiTokens.revokeTitle'))}
        description={confirming ? t(key('apiTokens.revokeText'), { name: confirming.name }) : undefined}
        confirm={t(key('apiTokens.revoke'))}
        revoke={settings.revoke}
        onCancel={settings.cancel}
      />
    </SettingsPage>
  );
}
