// Club:Volunteering (docs/spec.md §11): members' logged hours by status, oldest waiting first; each
// waiting entry is approved, or rejected with the reason the member reads.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { StaffPage } from '../../../ui/staff-page.tsx';
import { $decisionProblem, approve, entryLists, reject } from '../store/review-store.ts';
import type { StaffVolunteerEntry, VolunteerStatus } from '../types.ts';
import { StatusChoice } from '../../../ui/status-choice.tsx';
import { Problem } from '../../../ui/problem.tsx';

const STATUSES: VolunteerStatus[] = ['pending', 'approved', 'rejected'];

function Decision({ entry }: { entry: StaffVolunteerEntry }) {
  const { t } = useStore($i18n);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const run = (job: () => Promise<boolean>) => {
    setBusy(true);
    void job().finally(() => setBusy(false));
  };
  const who = `${entry.member.name}: ${entry.task}`;
  return (
    <div className="club-office-actions">
      <Button
        size="sm"
        loading={busy}
        onClick={() => run(() => approve(entry.id))}
        aria-label={t('club-volunteering.approveLabel', { who })}
      >
        {t('club-volunteering.approve')}
      </Button>
      <TextField label={t('club-volunteering.reason', { who })} value={reason} onInput={setReason} maxLength={500} />
      <Button
        size="sm"
        variant="secondary"
        disabled={busy || reason.trim() === ''}
        onClick={() => run(() => reject(entry.id, reason.trim()))}
        aria-label={t('club-volunteering.rejectLabel', { who })}
      >
        {t('club-volunteering.reject')}
      </Button>
    </div>
  );
}

export default function ReviewPage() {
  const { t, locale } = useStore($i18n);
  const [status, setStatus] = useState<VolunteerStatus>('pending');
  const state = useStore(entryLists.at(status));
  const problem = useStore($decisionProblem);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const hours = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return (
    <StaffPage title={t('club-volunteering.title')}>
      <StatusChoice
        label={t('club-volunteering.statuses')}
        statuses={STATUSES}
        shown={status}
        name={(name) => t(`club-volunteering.status.${name}`)}
        onChoose={setStatus}
      />
      {problem && <Problem text={problem.text ?? t('ui.failed')} />}
      {state.status === 'failed' && <Problem text={t('ui.failed')} />}
      {state.data && state.data.length === 0 && <p>{t('club-volunteering.empty')}</p>}
      {state.data && state.data.length > 0 && (
        <ul className="club-office-list">
          {state.data.map((entry) => (
            <li key={entry.id}>
              <strong>{entry.member.name}</strong> · {entry.task}
              <span className="club-office-muted">
                {day.format(new Date(`${entry.worked_on}T00:00:00Z`))} · {hours.format(entry.minutes / 60)} h
                {entry.note ? ` · ${entry.note}` : ''}
                {entry.reason ? ` · ${entry.reason}` : ''}
              </span>
              {entry.status === 'pending' && <Decision entry={entry} />}
            </li>
          ))}
        </ul>
      )}
    </StaffPage>
  );
}
