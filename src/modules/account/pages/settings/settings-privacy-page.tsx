// SettingsPrivacy, the privacy centre (docs/spec.md §11; the analytics consent: docs/contracts.md §7.6):
// every consent in one place with its history, the download of everything the club holds about the
// member, and the deletion request, saying which records the law keeps and for how long.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { dateTimeFormat } from '../../../../core/format.ts';
import { $i18n, type Translate } from '../../../../core/i18n/i18n.ts';
import { $clientConfig } from '../../../../core/runtime.ts';
import { Button } from '../../../../ui/button.tsx';
import { CheckboxField } from '../../../../ui/checkbox-field.tsx';
import { Spinner } from '../../../../ui/spinner.tsx';
import { PasswordForm } from '../../components/settings/password-form.tsx';
import { LoadFailed, Problem, Section, SettingsPage } from '../../components/settings/settings-section.tsx';
import { createPrivacySettings } from '../../store/settings/privacy.ts';
import { key, problemText } from '../../store/settings/texts.ts';
import type { ConsentEvent, PrivacyOverview } from '../../types.ts';

const topicName = (topic: string, t: Translate) => t(key(`notifications.topics.${topic}`));

function channelState(topics: readonly string[], t: Translate): string {
  return topics.length === 0
    ? t(key('privacy.offAll'))
    : t(key('privacy.onFor'), { topics: topics.map((topic) => topicName(topic, t)).join(', ') });
}

function eventText(event: ConsentEvent, t: Translate): string {
  const state = t(key(event.granted ? 'privacy.granted' : 'privacy.withdrawn'));
  if (event.consent === 'analytics') return t(key('privacy.historyAnalytics'), { state });
  return t(key('privacy.historyTopic'), {
    consent: t(key(`privacy.${event.consent}`)),
    topic: topicName(event.topic ?? '', t),
    state,
  });
}

function Consents({ overview, t }: { overview: PrivacyOverview; t: Translate }) {
  return (
    <dl className="settings-facts">
      <dt>{t(key('privacy.email'))}</dt>
      <dd>{channelState(overview.consents.email, t)}</dd>
      <dt>{t(key('privacy.push'))}</dt>
      <dd>{channelState(overview.consents.push, t)}</dd>
    </dl>
  );
}

function History({ events, t, locale }: { events: ConsentEvent[]; t: Translate; locale: string }) {
  if (events.length === 0) return <p className="settings-muted">{t(key('privacy.historyNone'))}</p>;
  const when = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className="settings-list">
      {events.map((event, i) => (
        <li key={i} className="settings-list__item">
          <div className="settings-list__main">
            <p className="settings-list__name">{eventText(event, t)}</p>
            <p className="settings-list__meta">
              <time dateTime={event.at}>{when.format(new Date(event.at))}</time>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function SettingsPrivacy() {
  const { t, locale } = useStore($i18n);
  const [settings] = useState(() => createPrivacySettings());
  const consent = useStore(settings.$consent);
  const notice = useStore(settings.$notice);
  const busy = useStore(settings.save.$busy);
  const problem = useStore(settings.save.$problem);
  const overview = useStore(settings.$overview);
  const loadFailed = useStore(settings.$loadFailed);
  const downloading = useStore(settings.download.$busy);
  const downloadProblem = useStore(settings.download.$problem);
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
      {loadFailed ? (
        <LoadFailed onRetry={() => void settings.load()} />
      ) : !overview ? (
        <Spinner label={t(key('common.loading'))} />
      ) : (
        <>
          <Section title={t(key('privacy.consentsTitle'))} intro={t(key('privacy.consentsIntro'))}>
            <Consents overview={overview} t={t} />
            <p className="settings-list__meta">
              <Link href="/settings/notifications">{t(key('privacy.changeTopics'))}</Link>
            </p>
          </Section>
          <Section title={t(key('privacy.historyTitle'))}>
            <History events={overview.history} t={t} locale={locale} />
          </Section>
        </>
      )}
      <Section title={t(key('privacy.exportTitle'))} intro={t(key('privacy.exportIntro'))}>
        <div className="settings-actions">
          <Button variant="secondary" loading={downloading} onClick={() => void settings.download.run()}>
            {t(key('privacy.exportButton'))}
          </Button>
        </div>
        <Problem text={problemText(downloadProblem, t)} />
      </Section>
      {overview && (
        <Section title={t(key('privacy.closeTitle'))} intro={t(key('privacy.closeIntro'))}>
          <ul className="settings-kept">
            {overview.retention.map((kept) => (
              <li key={kept.record}>
                {t(key(`privacy.kept.${kept.record}`), { count: kept.count, years: kept.years ?? 0 })}
              </li>
            ))}
          </ul>
          {overview.blockers.length > 0 ? (
            <div className="settings-notice" role="note">
              <p>{t(key('privacy.blockedTitle'))}</p>
              <ul>
                {overview.blockers.map((blocker) => (
                  <li key={blocker}>{t(key(`privacy.blockers.${blocker}`))}</li>
                ))}
              </ul>
            </div>
          ) : (
            <PasswordForm action={settings.close} submitLabel={t(key('privacy.closeButton'))} variant="danger" />
          )}
        </Section>
      )}
    </SettingsPage>
  );
}
