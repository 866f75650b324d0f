// The staff and their roles (Club:Staff, docs/spec.md §10): the board grants a member a role or takes
// one away; each role names the permissions it gives.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { LoadStateView } from '../../../ui/load-state.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { Panel, StaffPage, StaffForm } from '../../../ui/staff-page.tsx';
import { createStaffStore, memberSearch, staffList } from '../store/staff-store.ts';
import type { MemberHit, StaffList } from '../types.ts';
import { MemberHits } from '../../../ui/member-hits.tsx';
import { Problem } from '../../../ui/problem.tsx';

export default function StaffRolesPage() {
  const { t } = useStore($i18n);
  const [store] = useState(() => createStaffStore(() => $i18n.get().t('club-office.staff.failed')));
  const state = useStore(staffList.at());
  const problem = useStore(store.$problem);
  const busy = useStore(store.$busy);
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<MemberHit | null>(null);
  const [role, setRole] = useState('');
  const hits = useStore(memberSearch.at(search.trim())).data ?? [];

  const roleName = (name: string) => t(`club-office.roles.${name}`);
  const texts = {
    loading: t('club-office.staff.loading'),
    notFound: t('club-office.staff.failed'),
    failed: () => t('club-office.staff.failed'),
    retry: t('club-office.retry'),
  };
  return (
    <StaffPage title={t('club-office.staff.title')}>
      <Problem text={problem} />
      <LoadStateView state={state} texts={texts} onRetry={() => staffList.reload()}>
        {(data: StaffList) => (
          <>
            <Panel title={t('club-office.staff.grantTitle')}>
              <StaffForm
                className="club-office-filters"
                onSubmit={() => {
                  if (picked && role) void store.grant(picked.id, role);
                }}
              >
                <TextField
                  label={t('club-office.staff.member')}
                  type="search"
                  value={search}
                  onInput={(value) => {
                    setSearch(value);
                    setPicked(null);
                  }}
                />
                <SelectField
                  label={t('club-office.staff.role')}
                  value={role}
                  onInput={setRole}
                  placeholder={t('club-office.staff.pickRole')}
                  options={data.roles.map((r) => ({ value: r.name, label: roleName(r.name) }))}
                />
                <Button type="submit" disabled={!picked || !role || busy} loading={busy}>
                  {t('club-office.staff.grant')}
                </Button>
              </StaffForm>
              {!picked && (
                <MemberHits
                  hits={hits}
                  onPick={(hit) => {
                    setPicked(hit);
                    setSearch(hit.email);
                  }}
                />
              )}
            </Panel>
            <Panel title={t('club-office.staff.listTitle')}>
              <div className="club-office-table-wrap">
                <table className="club-office-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('club-office.staff.member')}</th>
                      <th scope="col">{t('club-office.staff.roles')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.staff.map((member) => (
                      <tr key={member.id}>
                        <td>
                          {member.name}
                          <div className="club-office-muted">{member.email}</div>
                        </td>
                        <td>
                          <div className="club-office-actions">
                            {member.roles.length === 0 && (
                              <span className="club-office-muted">{member.permissions.join(', ')}</span>
                            )}
                            {member.roles.map((name) => (
                              <Button
                                key={name}
                                variant="secondary"
                                size="sm"
                                disabled={busy}
                                aria-label={t('club-office.staff.revoke', { role: roleName(name), name: member.name })}
                                onClick={() => void store.revoke(member.id, name)}
                              >
                                {roleName(name)} ×
                              </Button>
                            ))}
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Panel>
            <Panel title={t('club-office.staff.rolesTitle')}>
              <ul className="club-office-list">
                {data.roles.map((r) => (
                  <li key={r.name}>
                    <strong>{roleName(r.name)}</strong>
                    <span className="club-office-muted">
                      {r.permissions.map((p) => t(`club-office.permissions.${p}`)).join(', ')}
                    </span>
                  </li>
                ))}
              </ul>
            </Panel>
          </>
        )}
      </LoadStateView>
    </StaffPage>
  );
}
