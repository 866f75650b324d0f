// The counter (Club:Counter, docs/spec.md §12 "Counter", KCanG §19, §21): find the member by number
// or their card (the tablet's camera reads its QR code, or the code is pasted), see the summary without photo or address, hand over grams of a released batch
// having seen an official photo ID, and print the information leaflet. A refusal shows the server's
// message, which names the rule and what is left.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { createQrCamera } from '../../../core/qr-camera.ts';
import { cents } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { tPlural } from '../../../core/i18n/plural.ts';
import { Button } from '../../../ui/button.tsx';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { Panel, StaffPage, StaffForm } from '../../../ui/staff-page.tsx';
import { counterBatches, createCounterStore } from '../store/counter-store.ts';
import type { CounterBatch, CounterMember } from '../types.ts';
import { Problem } from '../../../ui/problem.tsx';

const grams = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'gram', maximumFractionDigits: 1 }).format(value);
const percent = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);

function Summary({ member }: { member: CounterMember }) {
  const { t, locale } = useStore($i18n);
  const list = member.reservations_today.map((r) => `${r.label} (${grams(r.grams, locale)} ${r.strain})`).join(', ');
  return (
    <dl className="club-office-facts">
      <dt>{t('club-counter.counter.member')}</dt>
      <dd>
        {member.name} · {member.member_number}
      </dd>
      <dt>{t('club-counter.counter.membership')}</dt>
      <dd>{t(`club-counter.counter.status.${member.status}`)}</dd>
      <dt>{t('club-counter.counter.ageBand')}</dt>
      <dd>
        {t(`club-counter.counter.band.${member.age_band ?? 'unchecked'}`)}
        {member.max_thc_percent !== null &&
          ` · ${t('club-counter.counter.maxThc', { percent: percent(member.max_thc_percent, locale) })}`}
      </dd>
      <dt>{t('club-counter.counter.dayLeft')}</dt>
      <dd>{grams(member.day_left_grams, locale)}</dd>
      <dt>{t('club-counter.counter.monthLeft')}</dt>
      <dd>{grams(member.month_left_grams, locale)}</dd>
      <dt>{t('club-counter.counter.balance')}</dt>
      <dd>{cents(member.wallet_balance_cents, 'EUR', locale)}</dd>
      <dt>{t('club-counter.counter.handover')}</dt>
      <dd>
        {member.reservations_today.length === 0
          ? t('club-counter.counter.noReservations')
          : tPlural(t, 'club-counter.counter.reservations', member.reservations_today.length, locale, { list })}
      </dd>
    </dl>
  );
}

function batchOptions(batches: readonly CounterBatch[], member: CounterMember, locale: string) {
  const { t } = $i18n.get();
  return batches.map((b) => {
    const fields = {
      label: b.label,
      strain: b.strain.name,
      thc: percent(b.thc_percent, locale),
      cbd: percent(b.cbd_percent, locale),
      stock: grams(b.stock_grams, locale),
    };
    const over = member.max_thc_percent !== null && b.thc_percent > member.max_thc_percent;
    return {
      value: String(b.id),
      label: over ? t('club-counter.counter.overThc', fields) : t('club-counter.counter.batchOption', fields),
      disabled: over,
    };
  });
}

export default function CounterPage() {
  const { t, locale } = useStore($i18n);
  const [store] = useState(() => createCounterStore(() => $i18n.get().t('ui.failed')));
  const member = useStore(store.$member);
  const done = useStore(store.$done);
  const problem = useStore(store.$problem);
  const busy = useStore(store.$busy);
  const batches = useStore(counterBatches.at());
  const [number, setNumber] = useState('');
  const [card, setCard] = useState('');
  const [batchId, setBatchId] = useState('');
  const [amount, setAmount] = useState('');
  const [idSeen, setIdSeen] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const [scanning, setScanning] = useState(false);
  const [noCamera, setNoCamera] = useState(false);
  // A card read from the camera is checked by the server; once it shows a member the camera stops,
  // so the card still in front of it does not reset the handover.
  const [camera] = useState(() =>
    createQrCamera(async (code) => {
      await store.scan(code);
      const found = store.$member.get() !== null;
      if (found) setScanning(false);
      return found;
    }),
  );
  useEffect(() => () => camera.stop(), [camera]);
  const startCamera = async () => {
    if (!video.current) return;
    const started = await camera.start(video.current);
    setNoCamera(!started);
    setScanning(started);
  };
  return (
    <StaffPage title={t('club-counter.counter.title')}>
      <Problem text={problem} />
      <div className="club-office-grid">
        <Panel title={t('club-counter.counter.find')}>
          <StaffForm
            className="club-office-filters"
            onSubmit={() => {
              void store.find(number);
            }}
          >
            <TextField type="search" label={t('club-counter.counter.number')} value={number} onInput={setNumber} />
            <Button type="submit" disabled={busy || number.trim() === ''}>
              {t('club-counter.counter.search')}
            </Button>
          </StaffForm>
          <StaffForm
            className="club-office-filters"
            onSubmit={() => {
              void store.scan(card);
            }}
          >
            <TextField label={t('club-counter.counter.card')} value={card} onInput={setCard} autoComplete="off" />
            <Button type="submit" variant="secondary" disabled={busy || card.trim() === ''}>
              {t('club-counter.counter.check')}
            </Button>
          </StaffForm>
          <video ref={video} className="club-door__video" muted playsInline hidden={!scanning} />
          {noCamera && <p role="alert">{t('club-counter.counter.noCamera')}</p>}
          {scanning ? (
            <Button
              variant="secondary"
              onClick={() => {
                camera.stop();
                setScanning(false);
              }}
            >
              {t('club-counter.counter.stopCamera')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => void startCamera()}>
              {t('club-counter.counter.startCamera')}
            </Button>
          )}
        </Panel>
        {member && (
          <Panel title={t('club-counter.counter.member')}>
            <Summary member={member} />
          </Panel>
        )}
      </div>
      {member && (
        <Panel title={t('club-counter.counter.handover')}>
          <StaffForm
            onSubmit={() => {
              void store.handOver({ batchId, grams: amount, idSeen }).then((ok) => {
                if (!ok) return;
                setAmount('');
                setIdSeen(false);
              });
            }}
          >
            <SelectField
              label={t('club-counter.counter.batch')}
              placeholder={t('club-counter.counter.chooseBatch')}
              value={batchId}
              onInput={setBatchId}
              options={batchOptions(batches.data?.data ?? [], member, locale)}
            />
            <TextField
              label={t('club-counter.counter.grams')}
              hint={t('club-counter.counter.gramsHint')}
              inputMode="decimal"
              value={amount}
              onInput={setAmount}
            />
            <CheckboxField label={t('club-counter.counter.idSeen')} value={idSeen} onInput={setIdSeen} />
            <Button type="submit" disabled={busy}>
              {t('club-counter.counter.confirm')}
            </Button>
          </StaffForm>
          {done && (
            <div className="club-office-actions">
              <p role="status">
                {t('club-counter.counter.done', {
                  grams: grams(done.grams, locale),
                  strain: done.strain,
                  batch: done.batch,
                })}
              </p>
              <Button variant="secondary" onClick={() => void store.leaflet(done.id)}>
                {t('club-counter.counter.leaflet')}
              </Button>
            </div>
          )}
        </Panel>
      )}
    </StaffPage>
  );
}
