// The prevention officer's page (Club:Prevention, docs/spec.md §12 "Prevention"; KCanG §23): a Berlin
// month's figures without names (grams by age band, members over 80 % of their limit three months
// running), and the members' confidential messages, which no other staff read, with a reply.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { tPlural } from '../../../core/i18n/plural.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { Panel, StaffTable, StaffPage, StaffForm } from '../../../ui/staff-page.tsx';
import { berlinToday } from '../store/records-store.ts';
import { createPreventionStore, preventionFigures, preventionMessages } from '../store/prevention-store.ts';
import { Problem } from '../../../ui/problem.tsx';

function Figures() {
  const { t, locale } = useStore($i18n);
  const [monthText, setMonthText] = useState(berlinToday().slice(0, 7));
  const [month, setMonth] = useState(monthText);
  const figures = useStore(preventionFigures.at(month));
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const data = figures.data;
  return (
    <Panel title={t('club-counter.prevention.figures')}>
      <StaffForm
        className="club-office-filters"
        onSubmit={() => {
          setMonth(monthText.trim());
        }}
      >
        <TextField type="month" label={t('club-counter.prevention.month')} value={monthText} onInput={setMonthText} />
        <Button type="submit">{t('club-counter.records.show')}</Button>
      </StaffForm>
      {figures.status === 'failed' && <p role="alert">{t('ui.failed')}</p>}
      {data && (
        <>
          <StaffTable label={t('club-counter.prevention.figures')}>
            <thead>
              <tr>
                <th scope="col">{t('club-counter.prevention.band')}</th>
                <th scope="col">{t('club-counter.records.grams')}</th>
                <th scope="col">{t('club-counter.prevention.handovers')}</th>
              </tr>
            </thead>
            <tbody>
              {data.bands.map((band) => (
                <tr key={band.band}>
                  <th scope="row">{t(`club-counter.report.bands.${band.band}`)}</th>
                  <td>{number.format(band.grams)}</td>
                  <td>{band.handovers}</td>
                </tr>
              ))}
            </tbody>
          </StaffTable>
          <p role="status">{tPlural(t, 'club-counter.prevention.over', data.over_80_percent_three_months, locale)}</p>
        </>
      )}
    </Panel>
  );
}

function Messages() {
  const { t } = useStore($i18n);
  const [store] = useState(() => createPreventionStore(() => $i18n.get().t('ui.failed')));
  const list = useStore(preventionMessages.at());
  const thread = useStore(store.$thread);
  const busy = useStore(store.$busy);
  const problem = useStore(store.$problem);
  const [text, setText] = useState('');
  const messages = list.data?.data ?? [];
  return (
    <Panel title={t('club-counter.prevention.messages')} figure={list.data ? messages.length : undefined}>
      <p>{t('club-counter.prevention.confidential')}</p>
      {list.data && messages.length === 0 && <p>{t('club-counter.prevention.none')}</p>}
      <ul className="club-office-list">
        {messages.map((message) => (
          <li key={message.id}>
            <Button variant="secondary" onClick={() => void store.open(message.id)}>
              {message.subject}
            </Button>{' '}
            {message.member.name} · {t(`club-counter.prevention.status.${message.status}`)}
          </li>
        ))}
      </ul>
      <Problem text={problem} />
      {thread && (
        <section aria-label={thread.ticket.subject}>
          <h3>{thread.ticket.subject}</h3>
          <ol className="club-office-list">
            {thread.messages.map((message) => (
              <li key={message.id}>
                <strong>
                  {message.author === 'member' ? thread.ticket.member.name : t('club-counter.prevention.you')}:
                </strong>{' '}
                {message.body}
              </li>
            ))}
          </ol>
          <StaffForm
            onSubmit={() => {
              void store.reply(thread.ticket.id, text).then((done) => done && setText(''));
            }}
          >
            <TextField label={t('club-counter.prevention.answer')} value={text} onInput={setText} />
            <Button type="submit" disabled={busy || text.trim() === ''}>
              {t('club-counter.prevention.send')}
            </Button>
          </StaffForm>
        </section>
      )}
    </Panel>
  );
}

export default function PreventionPage() {
  const { t } = useStore($i18n);
  return (
    <StaffPage title={t('club-counter.prevention.title')}>
      <Figures />
      <Messages />
    </StaffPage>
  );
}
