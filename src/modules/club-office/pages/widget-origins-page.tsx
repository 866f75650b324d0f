// Widget sites (Club:WidgetOrigins, docs/spec.md §10 "Widget origins"): the websites allowed to show
// the widgets, added and removed by the board (at once, no restart), those the server's
// WIDGET_ORIGINS allows, and the snippet a site pastes with its live preview (components/widget-snippet.tsx).
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { dateTime } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { Panel, StaffPage, StaffForm } from '../../../ui/staff-page.tsx';
import { WidgetSnippet } from '../components/widget-snippet.tsx';
import { createWidgetOriginsStore, widgetOrigins } from '../store/widget-origins-store.ts';
import { Problem } from '../../../ui/problem.tsx';

export default function WidgetOriginsPage() {
  const { t, locale } = useStore($i18n);
  const [store] = useState(() => createWidgetOriginsStore(() => $i18n.get().t('club-office.widgetOrigins.failed')));
  const state = useStore(widgetOrigins.at());
  const error = useStore(store.$error);
  const problem = useStore(store.$problem);
  const busy = useStore(store.$busy);
  const [origin, setOrigin] = useState('');
  const data = state.data;
  return (
    <StaffPage title={t('club-office.widgetOrigins.title')}>
      <Panel title={t('club-office.widgetOrigins.sites')}>
        <StaffForm
          className="club-office-filters"
          onSubmit={() => {
            void store.add(origin).then((added) => added && setOrigin(''));
          }}
        >
          <TextField
            label={t('club-office.widgetOrigins.origin')}
            type="url"
            value={origin}
            error={error}
            onInput={setOrigin}
          />
          <Button type="submit" loading={busy}>
            {t('club-office.widgetOrigins.add')}
          </Button>
        </StaffForm>
        <Problem text={problem} />
        {data && data.origins.length === 0 && (
          <p className="club-office-muted">{t('club-office.widgetOrigins.none')}</p>
        )}
        <ul className="club-office-list" aria-label={t('club-office.widgetOrigins.sites')}>
          {data?.origins.map((site) => (
            <li key={site.origin}>
              <span>
                {site.origin}{' '}
                <span className="club-office-muted">
                  {t('club-office.widgetOrigins.added', {
                    when: dateTime(site.added_at, locale),
                    who: site.added_by ?? t('club-office.widgetOrigins.someone'),
                  })}
                </span>
              </span>
              <Button type="button" variant="secondary" size="sm" onClick={() => void store.remove(site.origin)}>
                {t('club-office.widgetOrigins.remove', { origin: site.origin })}
              </Button>
            </li>
          ))}
        </ul>
        {data && data.configured.length > 0 && (
          <>
            <p>{t('club-office.widgetOrigins.configured')}</p>
            <ul className="club-office-list">
              {data.configured.map((site) => (
                <li key={site}>{site}</li>
              ))}
            </ul>
          </>
        )}
      </Panel>
      {data && <WidgetSnippet snippet={data.snippet} />}
    </StaffPage>
  );
}
