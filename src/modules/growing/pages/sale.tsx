// Growing:Sale (/growing/sale): the strain menu with stock, THC/CBD and price (strains over 10 % THC
// disabled for members under 21, with the reason) and the pickup reservation: grams and a slot.
// The reservation counts against the quota and holds stock and the price; the meter moves at once.
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { cents, dateTime } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { showToast } from '../../../ui/toasts.ts';
import { GrowingPage } from '../components/growing-page.tsx';
import { GrowingData } from '../components/growing-data.tsx';
import { createReserveForm } from '../store/reserve-form.ts';
import { $quota, menu, reservationPrice } from '../store.ts';
import { useFormTexts } from '../../../ui/use-form-field.ts';

/** What the reservation will hold in the wallet, before it is sent (docs/spec.md §2 Growing). */
function ReservationTotal({ cents: total }: { cents: number | null }) {
  const { t, locale } = useStore($i18n);
  return (
    <p className="club-growing-total" aria-live="polite">
      {t('growing.sale.total')}: <strong>{total === null ? '–' : cents(total, 'EUR', locale)}</strong>
    </p>
  );
}

export default function SalePage() {
  const { t, locale } = useStore($i18n);
  const quota = useStore($quota).data;
  const action = useMemo(() => createReserveForm(), []);
  useFormTexts(action.form);
  const values = useStore(action.form.$values);
  const errors = useStore(action.form.$errors);
  const busy = useStore(action.$busy);
  const problem = useStore(action.$problem);
  const short = useStore(action.$short);
  const number = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n);

  const submit = async () => {
    const reservation = await action.submit();
    if (reservation) {
      showToast({ kind: 'success', text: t('growing.sale.reserved', { label: reservation.label }) });
    }
  };

  return (
    <GrowingPage title={t('growing.pages.sale')} actions={<Link href="/growing">{t('growing.sale.toRecord')}</Link>}>
      <GrowingData store={menu.at()} onRetry={() => void menu.load()}>
        {(menu) => (
          <>
            <section className="club-card club-growing-section" aria-labelledby="club-growing-menu">
              <h2 id="club-growing-menu" className="club-card__title">
                {t('growing.sale.menu')}
              </h2>
              <ul className="club-growing-list">
                {menu.strains.map((strain) => (
                  <li
                    key={strain.id}
                    className={
                      strain.allowed
                        ? 'club-growing-list__item'
                        : 'club-growing-list__item club-growing-strain--disabled'
                    }
                  >
                    <span>
                      <strong>{strain.name}</strong>
                      <span className="club-growing-list__meta">
                        {' '}
                        {t('growing.sale.strainMeta', {
                          thc: number(strain.thc_percent),
                          cbd: number(strain.cbd_percent),
                          stock: number(strain.stock_grams),
                        })}
                      </span>
                      {!strain.allowed && <span className="club-growing-problem"> {t('growing.sale.thcReason')}</span>}
                    </span>
                    <span>
                      {t('growing.sale.perGram', { price: cents(strain.price_cents_per_gram, 'EUR', locale) })}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
            <section className="club-card club-growing-section" aria-labelledby="club-growing-reserve">
              <h2 id="club-growing-reserve" className="club-card__title">
                {t('growing.sale.reserveTitle')}
              </h2>
              {quota && quota.date_of_birth === null ? (
                // The law's limits depend on the age (KCanG §19 (3)): the server refuses until it is known.
                <p className="club-growing-hint">
                  {t('growing.sale.birthDateFirst')}{' '}
                  <Link href="/settings/date-of-birth">{t('growing.sale.addBirthDate')}</Link>
                </p>
              ) : (
                <form
                  className="club-growing-form"
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault();
                    void submit();
                  }}
                >
                  <SelectField
                    label={t('growing.sale.strain')}
                    required
                    value={values.strain_id}
                    error={errors.strain_id}
                    placeholder={t('growing.sale.pickStrain')}
                    options={menu.strains.map((s) => ({
                      value: String(s.id),
                      label: s.allowed ? s.name : `${s.name} (${t('growing.sale.notForYou')})`,
                      disabled: !s.allowed || s.stock_grams <= 0,
                    }))}
                    onInput={(v) => action.form.input('strain_id', v)}
                    onChange={(v) => action.form.change('strain_id', v)}
                  />
                  <TextField
                    label={t('growing.sale.grams')}
                    inputMode="decimal"
                    required
                    value={values.grams}
                    error={errors.grams}
                    onInput={(v) => action.form.input('grams', v)}
                    onChange={(v) => action.form.change('grams', v)}
                    onBlur={() => action.form.blur('grams')}
                  />
                  <SelectField
                    label={t('growing.sale.slot')}
                    required
                    value={values.slot}
                    error={errors.slot}
                    placeholder={t('growing.sale.pickSlot')}
                    options={menu.slots.map((s) => ({ value: s.at, label: dateTime(s.at, locale) }))}
                    onInput={(v) => action.form.input('slot', v)}
                    onChange={(v) => action.form.change('slot', v)}
                  />
                  <ReservationTotal
                    cents={reservationPrice(
                      menu.strains.find((s) => String(s.id) === values.strain_id),
                      values.grams,
                    )}
                  />
                  {problem && (
                    <p className="club-growing-problem" role="alert">
                      {problem.code === 'rejected' || problem.code === 'failed'
                        ? problem.text
                        : t('growing.loadFailed')}{' '}
                      {short && <Link href="/financial/action/make-deposit">{t('growing.sale.deposit')}</Link>}
                    </p>
                  )}
                  <div className="club-growing-actions">
                    <Button type="submit" loading={busy}>
                      {t('growing.sale.reserve')}
                    </Button>
                  </div>
                </form>
              )}
            </section>
          </>
        )}
      </GrowingData>
    </GrowingPage>
  );
}
