// What a page shows while its data is not there: a loading placeholder, a not-found message, or
// the failure with a retry.
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { messageOf } from '../../../core/errors.ts';
import { $i18n } from '../../../core/i18n.ts';
import { isMissing, type Remote } from '../../../core/resource.ts';
import { Button } from '../../../ui/button.tsx';
import { Skeleton } from '../../../ui/spinner.tsx';

export interface LoadStateViewProps<T> {
  state: Remote<T>;
  loadingLabel: string;
  notFound: string;
  onRetry(): void;
  children(data: T): ReactNode;
}

export function LoadStateView<T>({ state, loadingLabel, notFound, onRetry, children }: LoadStateViewProps<T>) {
  const { t } = useStore($i18n);
  if (isMissing(state)) return <p role="alert" className="club-appointment-problem">{notFound}</p>;
  if (state.status === 'error' && state.data === null) {
    return (
      <div>
        <p role="alert" className="club-appointment-problem">{t('appointment.failed', { reason: messageOf(state.error, t) })}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('appointment.retry')}
        </Button>
      </div>
    );
  }
  if (state.data === null) {
    return (
      <div aria-busy="true">
        <span className="club-visually-hidden" role="status">{loadingLabel}</span>
        <Skeleton lines={4} />
      </div>
    );
  }
  return (
    <>
      {state.status === 'error' && <p role="alert" className="club-appointment-problem">{t('appointment.failed', { reason: messageOf(state.error, t) })}</p>}
      {children(state.data)}
    </>
  );
}
