// Membership fees (Club:Fees, docs/spec.md §10 "Treasury"): fee plans, a member's plan with its first
// due day, charging what is due now (the job runner does so every minute), the members whose wallet
// could not pay, and the direct-debit file for the charges under a mandate.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { cents } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { tPlural } from '../../../core/i18n/plural.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { Panel, StaffPage, StaffForm } from '../../../ui/staff-page.tsx';
import type { MemberHit } from '../types.ts';
import { euroCents } from '../store/download.ts';
import { createFeesStore, feeCharges, feePlans } from '../store/fees-store.ts';
import { memberSearch } from '../store/ledger-store.ts';
import { MemberHits } from '../../../ui/member-hits.tsx';
import { Problem } from '../../../ui/problem.tsx';

const INTERVALS = ['month', 'quarter', 'year'] as const;
const today = () => new Date().toISOString().slice(0, 10);

export default function FeesPage() {
  const { t, locale } = useStore($i18n);
  const [store] = useState(() => createFeesStore(() => $i18n.get().t('ui.failed')));
  const plans = useStore(feePlans.at());
  const unpaid = useStore(feeCharges.at('insufficient'));
  const collecting = useStore(feeCharges.at('collecting'));
  const ran = useStore(store.$ran);
  const busy = useStore(store.$busy);
  const problem = useStore(store.$problem);
  const [plan, setPlan] = useState({ name: '', amount: '', interval: 'month' });
  const [search, setSearch] = useState('');
  const [member, setMember] = useState<MemberHit | null>(null);
  const [planId, setPlanId] = useState('');
  const [firstDue, setFirstDue] = useState(today);
  const hits = useStore(memberSearch.at(member ? '' : search.trim())).data ?? [];
  const interval = (name: string) => t(`club-treasury.fees.intervals.${name}`);
  return (
    <StaffPage title={t('club-treasury.fees.title')}>
      <Problem text={problem} />
      <div className="club-office-grid">
        <Panel title={t('club-treasury.fees.plans')}>
          <ul className="club-office-list">
            {plans.data?.map((row) => (
              <li key={row.id}>
                <span>
                  {row.name} · {cents(row.amount_cents, 'EUR', locale)} / {interval(row.interval)}
                </span>
                <span className="club-office-muted">
                  {tPlural(t, 'club-treasury.fees.members', row.members, locale)}
                </span>
              </li>
            ))}
          </ul>
          <StaffForm
            className="club-office-filters"
            onSubmit={() => {
              const amount = euroCents(plan.amount);
              void store
                .createPlan({ name: plan.name, amount_cents: amount ?? 0, interval: plan.interval })
                .then((made) => made && setPlan({ name: '', amount: '', interval: 'month' }));
            }}
          >
            <TextField
              label={t('club-treasury.fees.name')}
              value={plan.name}
              onInput={(name) => setPlan({ ...plan, name })}
            />
            <TextField
              label={t('club-treasury.fees.amount')}
              inputMode="decimal"
              value={plan.amount}
              onInput={(amount) => setPlan({ ...plan, amount })}
            />
            <SelectField
              label={t('club-treasury.fees.interval')}
              value={plan.interval}
              options={INTERVALS.map((value) => ({ value, label: interval(value) }))}
              onInput={(value) => setPlan({ ...plan, interval: value })}
            />
            <Button type="submit" disabled={busy}>
              {t('club-treasury.fees.create')}
            </Button>
          </StaffForm>
        </Panel>
        <Panel title={t('club-treasury.fees.assign')}>
          <StaffForm
            className="club-office-filters"
            onSubmit={() => {
              if (member && planId) void store.assign(member.id, Number(planId), firstDue);
            }}
          >
            <TextField
              label={t('club-treasury.fees.member')}
              type="search"
              value={search}
              onInput={(value) => {
                setSearch(value);
                setMember(null);
              }}
            />
            <SelectField
              label={t('club-treasury.fees.plan')}
              value={planId}
              placeholder={t('club-treasury.fees.pickPlan')}
              options={(plans.data ?? [])
                .filter((row) => row.active)
                .map((row) => ({ value: String(row.id), label: row.name }))}
              onInput={setPlanId}
            />
            <TextField label={t('club-treasury.fees.firstDue')} type="date" value={firstDue} onInput={setFirstDue} />
            <Button type="submit" disabled={!member || !planId || busy}>
              {t('club-treasury.fees.give')}
            </Button>
          </StaffForm>
          {!member && (
            <MemberHits
              hits={hits}
              onPick={(hit) => {
                setMember(hit);
                setSearch(hit.email);
              }}
            />
          )}
        </Panel>
      </div>
      <Panel title={t('club-treasury.fees.due')}>
        <div className="club-office-actions">
          <Button disabled={busy} onClick={() => void store.run()}>
            {t('club-treasury.fees.run')}
          </Button>
          {ran && (
            <p role="status">
              {t('club-treasury.fees.ran', {
                charged: ran.charged,
                insufficient: ran.insufficient,
                collecting: ran.collecting,
              })}
            </p>
          )}
        </div>
      </Panel>
      <div className="club-office-grid">
        <Panel title={t('club-treasury.fees.unpaid')} figure={unpaid.data?.length}>
          <ul className="club-office-list">
            {unpaid.data?.map((charge) => (
              <li key={charge.id}>
                <span>
                  {charge.member.name} · {charge.due_on} · {cents(charge.amount_cents, 'EUR', locale)}
                </span>
                <Button variant="secondary" size="sm" disabled={busy} onClick={() => void store.retry(charge.id)}>
                  {t('club-treasury.fees.retry', { name: charge.member.name })}
                </Button>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title={t('club-treasury.fees.collecting')} figure={collecting.data?.length}>
          <ul className="club-office-list">
            {collecting.data?.map((charge) => (
              <li key={charge.id}>
                <span>
                  {charge.member.name} · {charge.due_on}
                </span>
                <span>{cents(charge.amount_cents, 'EUR', locale)}</span>
              </li>
            ))}
          </ul>
          <Button disabled={busy || !collecting.data?.length} onClick={() => void store.exportDebits()}>
            {t('club-treasury.fees.exportDebits')}
          </Button>
        </Panel>
      </div>
    </StaffPage>
  );
}
