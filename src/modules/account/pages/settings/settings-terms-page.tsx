// SettingsTerms (docs/spec.md §2): the current terms documents with their versions, the version and date
// the member accepted, each opening in a new tab.
import { useStore } from '@nanostores/react';
import { date } from '../../../../core/format.ts';
import { $i18n } from '../../../../core/i18n/i18n.ts';
import { Icon } from '../../../../ui/icon.tsx';
import { Spinner } from '../../../../ui/spinner.tsx';
import { LoadFailed, Section, SettingsPage } from '../../components/settings/settings-section.tsx';
import { key } from '../../store/settings/texts.ts';
import { termsOverview } from '../../store/settings/overviews.ts';

export default function SettingsTerms() {
  const { t, locale } = useStore($i18n);
  const { data: documents, status } = useStore(termsOverview.at());

  return (
    <SettingsPage>
      <Section title={t(key('terms.title'))} intro={t(key('terms.intro'))}>
        {status === 'failed' ? (
          <LoadFailed onRetry={() => void termsOverview.load()} />
        ) : !documents ? (
          <Spinner label={t(key('common.loading'))} />
        ) : documents.length === 0 ? (
          <p>{t(key('terms.none'))}</p>
        ) : (
          <ul className="settings-list">
            {documents.map((doc) => (
              <li key={doc.name} className="settings-list__item">
                <div className="settings-list__main">
                  <p className="settings-list__name">{doc.title}</p>
                  <p className="settings-list__meta">
                    {t(key('terms.version'), { version: doc.version })} ·{' '}
                    {t(key('terms.published'), { date: date(doc.published_at, locale) })}
                  </p>
                  <p className="settings-list__meta">
                    {doc.accepted_version !== null && doc.accepted_at
                      ? t(key('terms.accepted'), { version: doc.accepted_version, date: date(doc.accepted_at, locale) })
                      : t(key('terms.notAccepted'))}
                  </p>
                  {doc.accepted_version !== null && doc.accepted_version < doc.version && (
                    <p className="settings-list__meta">{t(key('terms.outdated'))}</p>
                  )}
                </div>
                <a
                  className="settings-link"
                  href={doc.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t(key('terms.openLabel'), { title: doc.title })}
                >
                  {t(key('terms.open'))} <Icon name="external-link" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </SettingsPage>
  );
}
