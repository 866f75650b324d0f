// What the treasurer can do with an order awaiting payment: mark it paid with the bank's reference for
// the transfer, or cancel it with a reason.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/form-field.tsx';
import type { StaffOrder } from '../types.ts';

export function OrderActions({
  order,
  busy,
  onPaid,
  onCancel,
}: {
  order: StaffOrder;
  busy: boolean;
  onPaid(reference: string): void;
  onCancel(reason: string): void;
}) {
  const { t } = useStore($i18n);
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const [cancelling, setCancelling] = useState(false);
  if (order.status !== 'pending') return null;
  return (
    <div className="club-office-filters">
      {cancelling ? (
        <>
          <TextField
            label={t('club-treasury.orders.reason', { label: order.label })}
            value={reason}
            onInput={setReason}
          />
          <Button variant="danger" size="sm" disabled={busy} onClick={() => onCancel(reason)}>
            {t('club-treasury.orders.confirmCancel')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setCancelling(false)}>
            {t('club-treasury.orders.keep')}
          </Button>
        </>
      ) : (
        <>
          <TextField
            label={t('club-treasury.orders.reference', { label: order.label })}
            value={reference}
            onInput={setReference}
          />
          <Button size="sm" disabled={busy} onClick={() => onPaid(reference)}>
            {t('club-treasury.orders.markPaid', { label: order.label })}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setCancelling(true)}>
            {t('club-treasury.orders.cancel', { label: order.label })}
          </Button>
        </>
      )}
    </div>
  );
}
