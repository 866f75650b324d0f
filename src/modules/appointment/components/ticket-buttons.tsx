// Register / cancel for one appointment, where the server allows it, with the problem of the last
// attempt (a 422 such as "fully booked" or "wallet balance too low") announced next to them.
import { useStore } from '@nanostores/react';
import { messageOf } from '../../../core/api/errors.ts';
import { cents } from '../../../core/format.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { cx } from '../../../ui/class-names.ts';
import type { TicketActionState } from '../store/tickets.ts';
import type { Appointment } from '../types.ts';

export interface TicketButtonsProps {
  appointment: Appointment;
  action: TicketActionState;
  onRegister(): void;
  onCancel(): void;
}

export function TicketButtons({ appointment: a, action, onRegister, onCancel }: TicketButtonsProps) {
  const { t, locale } = useStore($i18n);
  return (
    <div className="club-appointment__actions">
      {a.can_register && (
        <Button
          loading={action.busy}
          onClick={onRegister}
          aria-describedby={a.price_cents > 0 ? `club-appointment-price-${a.id}` : undefined}
        >
          {t('appointment.register')}
        </Button>
      )}
      {a.can_register && a.price_cents > 0 && (
        <span id={`club-appointment-price-${a.id}`} className="club-appointment__hint">
          {t('appointment.paidFromWallet', { amount: cents(a.price_cents, a.currency, locale) })}
        </span>
      )}
      {a.can_cancel && (
        <Button variant="secondary" loading={action.busy} onClick={onCancel}>
          {t('appointment.cancel')}
        </Button>
      )}
      {/* Live regions stay in the page (announced when filled); empty ones take no space. */}
      <p className={cx('club-appointment-problem', action.error === null && 'club-visually-hidden')} role="alert">
        {action.error !== null ? messageOf(action.error, t) : ''}
      </p>
      <p className={cx('club-appointment-done', !action.done && 'club-visually-hidden')} role="status">
        {action.done ? t(`appointment.done.${action.done}`) : ''}
      </p>
    </div>
  );
}
