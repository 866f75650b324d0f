// A ticket's status as a small label (open, answered, closed).
import { useStore } from '@nanostores/react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import type { TicketStatus as Status } from '../types.ts';

export function TicketStatus({ status }: { status: Status }) {
  const { t } = useStore($i18n);
  return <span className={`support-status support-status--${status}`}>{t(`support.status.${status}`)}</span>;
}
