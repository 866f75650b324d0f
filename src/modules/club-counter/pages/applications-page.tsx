// The applications (Club:Applications, docs/spec.md §12 "Joining the club", KCanG §16): each applicant
// with what they gave; staff who saw an official photo ID in person record its kind and the date of
// birth on it (no copy, no number), then admit or reject with a reason. The places taken and the
// limit are the server's.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { AGE_CHECK_DOCUMENTS } from '../../../shared/contract/form-rules.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { Panel, StaffPage, StaffForm } from '../../../ui/staff-page.tsx';
import { applications, createApplicationsStore } from '../store/applications-store.ts';
import type { Applicant } from '../types.ts';
import { Problem } from '../../../ui/problem.tsx';

type Store = ReturnType<typeof createApplicationsStore>;

function ApplicantRow({ applicant, store, busy }: { applicant: Applicant; store: Store; busy: boolean }) {
  const { t } = useStore($i18n);
  const [document, setDocument] = useState('');
  const [born, setBorn] = useState(applicant.date_of_birth ?? '');
  const [reason, setReason] = useState('');
  const address = applicant.address
    ? [applicant.address.street, [applicant.address.zip, applicant.address.city].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ')
    : '';
  const name = applicant.name;
  return (
    <li className="club-applicant" aria-label={name}>
      <p>
        <strong>{name}</strong> · {applicant.email} · {t(`club-counter.counter.status.${applicant.status}`)}
        {applicant.member_number && ` · ${applicant.member_number}`}
      </p>
      <p>
        {t('club-counter.applications.facts', {
          born: applicant.date_of_birth ?? '—',
          address: address || '—',
          since: applicant.resident_since,
        })}
        {!applicant.email_confirmed && ` · ${t('club-counter.applications.unconfirmed')}`}
      </p>
      {applicant.check && (
        <p>
          {t('club-counter.applications.checked', {
            document: t(`club-counter.applications.documents.${applicant.check.document}`),
            by: applicant.check.checked_by,
          })}
        </p>
      )}
      {applicant.status === 'applied' && (
        <StaffForm
          className="club-office-filters"
          onSubmit={() => {
            void store.check(applicant.user_id, document, born);
          }}
        >
          <SelectField
            label={t('club-counter.applications.document')}
            placeholder={t('club-counter.applications.chooseDocument')}
            value={document}
            onInput={setDocument}
            options={AGE_CHECK_DOCUMENTS.map((kind) => ({
              value: kind,
              label: t(`club-counter.applications.documents.${kind}`),
            }))}
          />
          <TextField type="date" label={t('club-counter.applications.bornOnId')} value={born} onInput={setBorn} />
          <Button type="submit" disabled={busy || document === '' || born === ''}>
            {t('club-counter.applications.recordCheck')}
          </Button>
        </StaffForm>
      )}
      {(applicant.status === 'applied' || applicant.status === 'checked') && (
        <div className="club-office-actions">
          {applicant.status === 'checked' && (
            <Button disabled={busy} onClick={() => void store.approve(applicant.user_id)}>
              {t('club-counter.applications.approve')}
            </Button>
          )}
          <TextField label={t('club-counter.applications.reason')} value={reason} onInput={setReason} />
          <Button
            variant="secondary"
            disabled={busy || reason.trim() === ''}
            onClick={() => void store.reject(applicant.user_id, reason)}
          >
            {t('club-counter.applications.reject')}
          </Button>
        </div>
      )}
    </li>
  );
}

export default function ApplicationsPage() {
  const { t } = useStore($i18n);
  const [store] = useState(() => createApplicationsStore(() => $i18n.get().t('ui.failed')));
  const list = useStore(applications.at());
  const busy = useStore(store.$busy);
  const problem = useStore(store.$problem);
  const open = (list.data?.data ?? []).filter((a) => a.status !== 'left' && a.status !== 'rejected');
  return (
    <StaffPage title={t('club-counter.applications.title')}>
      <Problem text={problem} />
      {list.data && (
        <p role="status">{t('club-counter.applications.places', { taken: list.data.taken, limit: list.data.limit })}</p>
      )}
      <Panel title={t('club-counter.applications.list')}>
        {list.status === 'failed' && !list.data && <p role="alert">{t('ui.failed')}</p>}
        {list.data && open.length === 0 && <p>{t('club-counter.applications.none')}</p>}
        <ul className="club-office-list">
          {open.map((applicant) => (
            <ApplicantRow key={applicant.user_id} applicant={applicant} store={store} busy={busy} />
          ))}
        </ul>
      </Panel>
    </StaffPage>
  );
}
