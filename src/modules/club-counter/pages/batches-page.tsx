// The batches (Club:Batches, docs/spec.md §12 "Batches", "Recall"): every batch with its status and
// stock; a harvest recorded as a batch (in quarantine until released); a recall with its reason,
// after which the members who received from the batch are listed (they are told by the server).
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { dateTime } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { Panel, StaffPage, StaffForm } from '../../../ui/staff-page.tsx';
import { batchList, createBatchesStore, strainMenu, type HarvestFields } from '../store/batches-store.ts';
import type { Batch } from '../types.ts';
import { Problem } from '../../../ui/problem.tsx';

const grams = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'gram', maximumFractionDigits: 3 }).format(value);
const percent = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
const day = (text: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${text}T00:00:00Z`));

function BatchRow({
  batch,
  busy,
  onRelease,
  onRecall,
}: {
  batch: Batch;
  busy: boolean;
  onRelease: () => void;
  onRecall: (reason: string) => void;
}) {
  const { t, locale } = useStore($i18n);
  const [reason, setReason] = useState('');
  return (
    <li>
      <span>
        {t('club-counter.batches.row', {
          label: batch.label,
          strain: batch.strain.name,
          harvested: day(batch.harvested_on, locale),
          bestBefore: day(batch.best_before, locale),
          thc: percent(batch.thc_percent, locale),
          cbd: percent(batch.cbd_percent, locale),
        })}
        <span className="club-office-muted">
          {' '}
          · {t(`club-counter.batches.status.${batch.status}`)} ·{' '}
          {t('club-counter.batches.stock', {
            stock: grams(batch.stock_grams, locale),
            weight: grams(batch.dry_weight_grams, locale),
          })}
        </span>
      </span>
      {batch.status === 'quarantine' && (
        <Button size="sm" disabled={busy} onClick={onRelease}>
          {t('club-counter.batches.release', { label: batch.label })}
        </Button>
      )}
      {batch.status === 'released' && (
        <div className="club-office-filters">
          <TextField
            label={t('club-counter.batches.recallReason', { label: batch.label })}
            value={reason}
            onInput={setReason}
          />
          <Button variant="danger" size="sm" disabled={busy} onClick={() => onRecall(reason)}>
            {t('club-counter.batches.recall', { label: batch.label })}
          </Button>
        </div>
      )}
    </li>
  );
}

const EMPTY: HarvestFields = { strainId: '', harvestedOn: '', bestBefore: '', dryWeight: '', thc: '', cbd: '' };

export default function BatchesPage() {
  const { t, locale } = useStore($i18n);
  const [store] = useState(() => createBatchesStore(() => $i18n.get().t('ui.failed')));
  const list = useStore(batchList.at());
  const strains = useStore(strainMenu.at());
  const busy = useStore(store.$busy);
  const problem = useStore(store.$problem);
  const errors = useStore(store.$fieldErrors);
  const recalled = useStore(store.$recalled);
  const [form, setForm] = useState<HarvestFields>(EMPTY);
  const field = (name: keyof HarvestFields) => (value: string) => setForm((f) => ({ ...f, [name]: value }));
  const error = (name: string) => errors[name]?.[0] ?? null;
  return (
    <StaffPage title={t('club-counter.batches.title')}>
      <Problem text={problem} />
      <Panel title={t('club-counter.batches.add')}>
        <StaffForm
          onSubmit={() => {
            void store.add(form).then((ok) => ok && setForm(EMPTY));
          }}
        >
          <SelectField
            label={t('club-counter.batches.strain')}
            placeholder={t('club-counter.batches.chooseStrain')}
            value={form.strainId}
            onInput={field('strainId')}
            error={error('strain_id')}
            options={(strains.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          />
          <TextField
            type="date"
            label={t('club-counter.batches.harvestedOn')}
            value={form.harvestedOn}
            onInput={field('harvestedOn')}
            error={error('harvested_on')}
          />
          <TextField
            type="date"
            label={t('club-counter.batches.bestBefore')}
            value={form.bestBefore}
            onInput={field('bestBefore')}
            error={error('best_before')}
          />
          <TextField
            label={t('club-counter.batches.dryWeight')}
            inputMode="decimal"
            value={form.dryWeight}
            onInput={field('dryWeight')}
            error={error('dry_weight')}
          />
          <TextField
            label={t('club-counter.batches.thc')}
            inputMode="decimal"
            value={form.thc}
            onInput={field('thc')}
            error={error('thc_percent')}
          />
          <TextField
            label={t('club-counter.batches.cbd')}
            inputMode="decimal"
            value={form.cbd}
            onInput={field('cbd')}
            error={error('cbd_percent')}
          />
          <Button type="submit" disabled={busy}>
            {t('club-counter.batches.save')}
          </Button>
        </StaffForm>
      </Panel>
      {recalled && (
        <Panel title={t('club-counter.batches.recipients', { label: recalled.batch.label })}>
          {recalled.recipients?.length ? (
            <ul className="club-office-list">
              {recalled.recipients.map((r) => (
                <li key={`${r.member_number}-${r.name}`}>
                  {t('club-counter.batches.recipient', {
                    number: r.member_number ?? '–',
                    name: r.name,
                    grams: grams(r.grams, locale),
                    day: dateTime(r.last_at, locale, { dateStyle: 'medium' }),
                  })}
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('club-counter.batches.noRecipients')}</p>
          )}
        </Panel>
      )}
      <Panel title={t('club-counter.batches.list')}>
        {list.data?.data.length === 0 && <p>{t('club-counter.batches.empty')}</p>}
        <ul className="club-office-list">
          {list.data?.data.map((batch) => (
            <BatchRow
              key={batch.id}
              batch={batch}
              busy={busy}
              onRelease={() => void store.release(batch.id)}
              onRecall={(reason) => void store.recall(batch.id, reason)}
            />
          ))}
        </ul>
      </Panel>
    </StaffPage>
  );
}
