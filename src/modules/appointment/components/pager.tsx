// Previous / next through a Laravel paginator; our own labels, never the paginator's HTML-entity
// labels (contracts §3.3).
import { useStore } from '@nanostores/react';
import { $i18n } from '../../../core/i18n.ts';
import type { Paginator } from '../../../core/types.ts';
import { Button } from '../../../ui/button.tsx';

export interface PagerProps {
  page: Pick<Paginator<unknown>, 'current_page' | 'last_page'>;
  /** Names the list for screen readers ("Transactions: pages"). */
  label: string;
  busy?: boolean;
  onPage(page: number): void;
}

export function Pager({ page, label, busy = false, onPage }: PagerProps) {
  const { t } = useStore($i18n);
  if (page.last_page <= 1) return null;
  const { current_page: current, last_page: last } = page;
  return (
    <nav className="club-appointment-pager" aria-label={t('appointment.pager.label', { list: label })}>
      <Button variant="secondary" size="sm" disabled={busy || current <= 1} onClick={() => onPage(current - 1)}>
        {t('appointment.pager.previous')}
      </Button>
      <span className="club-appointment-pager__position" aria-live="polite">
        {t('appointment.pager.position', { page: current, last })}
      </span>
      <Button variant="secondary" size="sm" disabled={busy || current >= last} onClick={() => onPage(current + 1)}>
        {t('appointment.pager.next')}
      </Button>
    </nav>
  );
}
