// One of the member's tickets: the event, the admission it grants, the signed QR code to show at
// the door (and its text, for a scanner that reads typed codes), and the PDF download.
import { useStore } from '@nanostores/react';
import { messageOf } from '../../../core/api/errors.ts';
import { cents, dateTime } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { DownloadIcon } from '../../../ui/icon.tsx';
import { QrCode } from '../../../ui/qr-code.tsx';
import type { PdfDownloadState } from '../store/my-tickets.ts';
import type { MyTicket } from '../types.ts';
import { appointmentWhen } from '../store/when.ts';

export interface TicketCardProps {
  ticket: MyTicket;
  download: PdfDownloadState | undefined;
  onDownload(): void;
}

export function TicketCard({ ticket, download, onDownload }: TicketCardProps) {
  const { t, locale } = useStore($i18n);
  const a = ticket.appointment;
  const cancelled = ticket.status === 'cancelled' || a.status === 'cancelled';
  const headingId = `club-ticket-${ticket.label}`;
  return (
    <article className="club-card club-ticket" aria-labelledby={headingId}>
      <div className="club-ticket__facts">
        <h2 id={headingId} className="club-appointment__title">
          {a.title}
          <span className={`club-appointment-tag club-appointment-tag--${cancelled ? 'cancelled' : ticket.status}`}>
            {t(`appointment.ticketStatuses.${cancelled ? 'cancelled' : ticket.status}`)}
          </span>
        </h2>
        <p className="club-appointment__when">{appointmentWhen(a.starts_at, a.ends_at, locale)}</p>
        <p className="club-appointment__where">{a.location}</p>
        <dl className="club-ticket__details">
          <dt>{t('appointment.myTickets.holder')}</dt>
          <dd>{ticket.holder_name}</dd>
          <dt>{t('appointment.myTickets.admission')}</dt>
          <dd>{ticket.admission_no}</dd>
          <dt>{t('appointment.ticket.label')}</dt>
          <dd>{ticket.label}</dd>
          <dt>{t('appointment.ticket.price')}</dt>
          <dd>{ticket.price_cents > 0 ? cents(ticket.price_cents, ticket.currency, locale) : t('appointment.free')}</dd>
          <dt>{t('appointment.myTickets.validUntil')}</dt>
          <dd>{dateTime(ticket.valid_until, locale, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
        </dl>
      </div>
      {ticket.qr_payload && (
        <div className="club-ticket__code">
          <QrCode
            value={ticket.qr_payload}
            label={t('appointment.myTickets.qr', { label: ticket.label })}
            className="club-ticket__qr"
          />
          <details className="club-ticket__text">
            <summary>{t('appointment.myTickets.showCode')}</summary>
            <code className="club-ticket__payload">{ticket.qr_payload}</code>
          </details>
          <Button variant="secondary" icon={<DownloadIcon />} loading={download?.busy} onClick={onDownload}>
            {t('appointment.myTickets.pdf')}
          </Button>
          {download?.error != null && (
            <p role="alert" className="club-appointment__problem">
              {t('appointment.failed', { reason: messageOf(download.error, t) })}
            </p>
          )}
        </div>
      )}
    </article>
  );
}
