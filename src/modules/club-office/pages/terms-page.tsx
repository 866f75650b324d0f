// Terms (Club:Terms, docs/spec.md §10): the board publishes a new version of a terms document; every
// member is asked to accept it, online members at once (the terms dialog of docs/spec.md §2).
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { dateTime } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { tPlural } from '../../../core/i18n/plural.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { Panel, StaffPage, StaffForm } from '../../../ui/staff-page.tsx';
import { createTermsStore, termsVersions } from '../store/terms-store.ts';
import { Problem } from '../../../ui/problem.tsx';

export default function TermsPage() {
  const { t, locale } = useStore($i18n);
  const [store] = useState(() => createTermsStore(() => $i18n.get().t('club-office.terms.failed')));
  const state = useStore(termsVersions.at());
  const published = useStore(store.$published);
  const problem = useStore(store.$problem);
  const busy = useStore(store.$busy);
  const [name, setName] = useState('');
  const [nameDe, setNameDe] = useState('');
  const [url, setUrl] = useState('');
  return (
    <StaffPage title={t('club-office.terms.title')}>
      <Panel title={t('club-office.terms.publishTitle')}>
        <StaffForm
          className="club-office-filters"
          onSubmit={() => {
            void store.publish(name, nameDe, url);
          }}
        >
          <TextField label={t('club-office.terms.name')} value={name} onInput={setName} />
          <TextField label={t('club-office.terms.nameDe')} value={nameDe} onInput={setNameDe} />
          <TextField label={t('club-office.terms.url')} type="url" value={url} onInput={setUrl} />
          <Button type="submit" loading={busy}>
            {t('club-office.terms.publish')}
          </Button>
        </StaffForm>
        <Problem text={problem} />
        {published && (
          <p role="status">{t('club-office.terms.published', { name: published.name, version: published.version })}</p>
        )}
      </Panel>
      <Panel title={t('club-office.terms.versions')}>
        <ul className="club-office-list">
          {state.data?.map((version) => (
            <li key={version.id}>
              <span>
                {version.name}
                {version.name_de && ` / ${version.name_de}`} ·{' '}
                {t('club-office.terms.version', { version: version.version })} ·{' '}
                {dateTime(version.published_at, locale)}
              </span>
              <span className="club-office-muted">
                {tPlural(t, 'club-office.terms.accepted', version.accepted, locale)}
              </span>
            </li>
          ))}
        </ul>
      </Panel>
    </StaffPage>
  );
}
