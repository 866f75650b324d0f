// The membership card (Membership:Card, docs/spec.md §12 "Membership card"): the signed QR code the
// counter scans with the member's number, age band and validity; "Full screen" makes the code fill
// the phone's screen for the counter's camera.
import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { QrCode } from '../../../ui/qr-code.tsx';
import { membershipCard } from '../store/card.ts';

const day = (at: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(at));

export default function CardPage() {
  const { t, locale } = useStore($i18n);
  const state = useStore(membershipCard.at());
  const code = useRef<HTMLDivElement>(null);
  const card = state.data;
  return (
    <div className="club-card-page">
      <h1 className="club-page-title">{t('membership.card.title')}</h1>
      {!card && state.status === 'failed' && (
        <p role="status">{t(isForbidden(state.error) ? 'membership.card.unavailable' : 'membership.card.failed')}</p>
      )}
      {card && (
        <>
          <p>{t('membership.card.show')}</p>
          <div ref={code} className="club-card-page__code" style={{ background: '#fff', padding: 16 }}>
            <QrCode value={card.payload} label={t('membership.card.code', { number: card.member_number })} size={280} />
          </div>
          <dl>
            <dt>{t('membership.card.number')}</dt>
            <dd>{card.member_number}</dd>
            <dt>{t('membership.card.ageBand')}</dt>
            <dd>{t(`membership.card.band.${card.age_band}`)}</dd>
          </dl>
          <p>{t('membership.card.validUntil', { date: day(card.valid_until, locale) })}</p>
          <Button variant="secondary" onClick={() => void code.current?.requestFullscreen?.().catch(() => {})}>
            {t('membership.card.fullScreen')}
          </Button>
        </>
      )}
    </div>
  );
}

const isForbidden = (error: unknown) => (error as { status?: number } | null)?.status === 403;
