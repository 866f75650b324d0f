// What the overview and the sale page share (docs/spec.md §2 Growing): the quota meter on top, the
// page's own lists below it (their store, ../store.ts); a retry when they failed, a spinner while
// they load.
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import type { ReadableAtom } from 'nanostores';
import type { Remote } from '../../../core/resource/resource.ts';
import { $quota } from '../store.ts';
import { QuotaMeter } from './quota-meter.tsx';

export function GrowingData<T>({
  store,
  onRetry,
  children,
}: {
  store: ReadableAtom<Remote<T>>;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}) {
  const { t } = useStore($i18n);
  const quota = useStore($quota).data;
  const { data, status } = useStore(store);
  const failed = status === 'failed';
  return (
    <>
      <div className="club-card">{quota ? <QuotaMeter quota={quota} /> : <Spinner label={t('growing.loading')} />}</div>
      {failed ? (
        <div className="club-card">
          <p className="club-growing-problem" role="alert">
            {t('growing.loadFailed')}
          </p>
          <Button variant="secondary" onClick={onRetry}>
            {t('growing.retry')}
          </Button>
        </div>
      ) : data === null ? (
        <Spinner label={t('growing.loading')} />
      ) : (
        children(data)
      )}
    </>
  );
}
