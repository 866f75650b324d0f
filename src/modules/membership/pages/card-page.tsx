// Membership:Card (docs/spec.md §12 "Membership card"): the signed card to show at the counter with an
// official photo ID: the QR code, its text (for a scanner that reads typed codes), the membership
// number, the age band the club checked and until when it is valid; "Full screen" makes the code fill
// the phone's screen for the counter's camera. Offline it is the copy the service worker kept, marked
// with when it was fetched (docs/spec.md §4 "Installable and offline").
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { dateTime } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { QrCode } from '../../../ui/qr-code.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { adoptStyles } from '../../../ui/styles.ts';
import cardCss from './card.css?inline';
import { $card, loadCard } from '../store.ts';

export default function CardPage() {
  const { t, locale } = useStore($i18n);
  const state = useStore($card);
  const code = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (typeof document !== 'undefined') adoptStyles(document, cardCss);
  }, []);
  const when = (iso: string) => dateTime(iso, locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="club-page">
      <h1 className="club-page-title">{t('membership.title')}</h1>
      <p>{t('membership.intro')}</p>
      <section className="club-card" aria-labelledby="club-membership-card">
        <h2 id="club-membership-card" className="club-card__title">
          {t('membership.card')}
        </h2>
        {state.status === 'loading' && <Spinner label={t('membership.loading')} />}
        {state.status === 'refused' && <p role="alert">{state.text}</p>}
        {state.status === 'failed' && (
          <>
            <p role="alert">{t('membership.failed')}</p>
            <Button variant="secondary" onClick={() => void loadCard()}>
              {t('membership.retry')}
            </Button>
          </>
        )}
        {state.status === 'ready' && (
          <>
            {state.shown.savedAt && <p role="status">{t('membership.saved', { time: when(state.shown.savedAt) })}</p>}
            <div ref={code} className="club-membership__code">
              <QrCode
                value={state.shown.card.payload}
                label={t('membership.qr', { number: state.shown.card.member_number })}
                size={280}
              />
            </div>
            <Button variant="secondary" onClick={() => void code.current?.requestFullscreen?.().catch(() => {})}>
              {t('membership.fullScreen')}
            </Button>
            <dl>
              <dt>{t('membership.name')}</dt>
              <dd>{state.shown.card.name}</dd>
              <dt>{t('membership.number')}</dt>
              <dd>{state.shown.card.member_number}</dd>
              <dt>{t('membership.age')}</dt>
              <dd>{t(`membership.band.${state.shown.card.age_band}`)}</dd>
              <dt>{t('membership.validUntil')}</dt>
              <dd>{when(state.shown.card.valid_until)}</dd>
            </dl>
            <details>
              <summary>{t('membership.showCode')}</summary>
              <code className="club-membership__payload">{state.shown.card.payload}</code>
            </details>
          </>
        )}
      </section>
    </div>
  );
}
