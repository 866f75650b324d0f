// What the overview and the sale page share (docs/spec.md §2 Growing): the quota meter on top, the
// page's own lists below it, loaded together; a retry when they failed, a spinner while they load.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type ReactNode } from 'react';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { $quota, loadQuota } from '../store.ts';
import { QuotaMeter } from './quota-meter.tsx';

/** Loads the quota and the page's data; `load` runs again after a change or on retry. */
export function useGrowingData<T>(fetch: () => Promise<T>) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const load = () => {
    setFailed(false);
    void loadQuota().catch(() => {});
    fetch().then(setData, () => setFailed(true));
  };
  useEffect(load, []);
  return { data, failed, load };
}

export function GrowingData<T>({
  data,
  failed,
  onRetry,
  children,
}: {
  data: T | null;
  failed: boolean;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}) {
  const { t } = useStore($i18n);
  const quota = useStore($quota);
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
