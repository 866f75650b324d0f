// A member's ledger (Club:Ledger, docs/spec.md §10 "Treasury"): the treasurer finds a member and sees
// their balance and every wallet entry, newest first.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { cents, dateTime } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { TextField } from '../../../ui/form-field.tsx';
import { StaffPager } from '../../../ui/staff-pager.tsx';
import { Panel, StaffPage } from '../../../ui/staff-page.tsx';
import { ledgerAt, memberSearch } from '../store/ledger-store.ts';
import { MemberHits } from '../../../ui/member-hits.tsx';

export default function LedgerPage() {
  const { t, locale } = useStore($i18n);
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState({ member: 0, page: 1 });
  const hits = useStore(memberSearch.at(search.trim())).data ?? [];
  const ledger = useStore(ledgerAt.at(shown.member, shown.page));
  const data = ledger.data;
  return (
    <StaffPage title={t('club-treasury.ledger.title')}>
      <TextField label={t('club-treasury.ledger.member')} type="search" value={search} onInput={setSearch} />
      <MemberHits
        hits={hits}
        onPick={(hit) => setShown({ member: hit.id, page: 1 })}
        action={(name) => t('club-treasury.ledger.open', { name })}
      />
      {data && (
        <Panel title={data.member.name} figure={cents(data.balance_cents, data.currency, locale)}>
          <div className="club-office-table-wrap">
            <table className="club-office-table">
              <thead>
                <tr>
                  <th scope="col">{t('club-treasury.ledger.date')}</th>
                  <th scope="col">{t('club-treasury.ledger.entry')}</th>
                  <th scope="col">{t('club-treasury.ledger.amount')}</th>
                  <th scope="col">{t('club-treasury.ledger.balance')}</th>
                </tr>
              </thead>
              <tbody>
                {data.transactions.data.map((entry) => (
                  <tr key={entry.label}>
                    <td>{dateTime(entry.created_at, locale)}</td>
                    <td>
                      {entry.description}
                      <div className="club-office-muted">
                        {entry.label} · {t(`club-treasury.ledger.types.${entry.type}`)} ·{' '}
                        {t(`club-treasury.ledger.statuses.${entry.status}`)}
                      </div>
                    </td>
                    <td className="club-office-num">{cents(entry.amount_cents, data.currency, locale)}</td>
                    <td className="club-office-num">
                      {entry.balance_after_cents === null
                        ? ''
                        : cents(entry.balance_after_cents, data.currency, locale)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <StaffPager
            page={data.transactions}
            busy={ledger.status === 'loading'}
            onPage={(page) => setShown({ member: data.member.id, page })}
            label={t('club-treasury.ledger.pages')}
          />
        </Panel>
      )}
    </StaffPage>
  );
}
