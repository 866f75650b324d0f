// The audit trail (Club:Audit, docs/spec.md §10): who changed what and when, newest first, filtered
// by action, staff member and date; and the check that no entry was changed or removed.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { dateTime } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { tPlural } from '../../../core/i18n/plural.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { StaffPager } from '../../../ui/staff-pager.tsx';
import { Panel, StaffPage, StaffForm } from '../../../ui/staff-page.tsx';
import type { AuditFilter } from '../api.ts';
import { auditPages, createAuditStore } from '../store/audit-store.ts';
import { Problem } from '../../../ui/problem.tsx';

const summary = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

export default function AuditPage() {
  const { t, locale } = useStore($i18n);
  const [store] = useState(() => createAuditStore(() => $i18n.get().t('club-office.audit.failed')));
  const verdict = useStore(store.$verdict);
  const problem = useStore(store.$problem);
  const [draft, setDraft] = useState<AuditFilter>({});
  const [filter, setFilter] = useState<AuditFilter>({});
  const [page, setPage] = useState(1);
  const state = useStore(auditPages.at(filter, page));
  const failed = state.status === 'failed' ? t('club-office.audit.failed') : null;
  const field = (name: keyof AuditFilter, type = 'text') => (
    <TextField
      label={t(`club-office.audit.filter.${name}`)}
      type={type}
      value={draft[name] ?? ''}
      onInput={(value) => setDraft({ ...draft, [name]: value || undefined })}
    />
  );
  return (
    <StaffPage title={t('club-office.audit.title')}>
      <Panel title={t('club-office.audit.verifyTitle')}>
        <div className="club-office-actions">
          <Button variant="secondary" onClick={() => void store.verify()}>
            {t('club-office.audit.verify')}
          </Button>
          {verdict && (
            <p role="status">
              {verdict.ok
                ? tPlural(t, 'club-office.audit.holds', verdict.entries, locale)
                : t(verdict.problem === 'removed' ? 'club-office.audit.removed' : 'club-office.audit.changed', {
                    id: verdict.id ?? 0,
                  })}
            </p>
          )}
        </div>
      </Panel>
      <StaffForm
        className="club-office-filters"
        onSubmit={() => {
          setPage(1);
          setFilter(draft);
        }}
      >
        {field('action')}
        {field('actor')}
        {field('from', 'date')}
        {field('to', 'date')}
        <Button type="submit">{t('club-office.audit.apply')}</Button>
      </StaffForm>
      <Problem text={problem ?? failed} />
      {state.data && (
        <div className="club-office-table-wrap" aria-busy={state.status === 'loading'}>
          <table className="club-office-table">
            <thead>
              <tr>
                <th scope="col">{t('club-office.audit.when')}</th>
                <th scope="col">{t('club-office.audit.who')}</th>
                <th scope="col">{t('club-office.audit.what')}</th>
                <th scope="col">{t('club-office.audit.change')}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.data.map((entry) => (
                <tr key={entry.id}>
                  <td>{dateTime(entry.at, locale)}</td>
                  <td>{entry.actor}</td>
                  <td>
                    {entry.action}
                    <div className="club-office-muted">
                      {entry.subject_type} {entry.subject_id}
                    </div>
                  </td>
                  <td className="club-office-muted">
                    {summary(entry.before)} → {summary(entry.after)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {state.data.data.length === 0 && <p>{t('club-office.audit.empty')}</p>}
          <StaffPager
            page={state.data}
            busy={state.status === 'loading'}
            onPage={setPage}
            label={t('club-office.audit.pages')}
          />
        </div>
      )}
    </StaffPage>
  );
}
