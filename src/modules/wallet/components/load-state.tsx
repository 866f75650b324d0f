// The kit's LoadStateView with the wallet module's texts for a failure, and the failure line of a
// form page whose choices (limits, accounts) could not be loaded.
import { useStore } from '@nanostores/react';
import { messageOf } from '../../../core/api/errors.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { LoadStateView as KitLoadStateView, type LoadStateViewProps as KitProps } from '../../../ui/load-state.tsx';

export type LoadStateViewProps<T> = Omit<KitProps<T>, 'texts'> & { loadingLabel: string; notFound: string };

export function LoadStateView<T>({ loadingLabel, notFound, ...props }: LoadStateViewProps<T>) {
  const { t } = useStore($i18n);
  const failed = (error: unknown) => t('wallet.failed', { reason: messageOf(error, t) });
  return <KitLoadStateView {...props} texts={{ loading: loadingLabel, notFound, failed, retry: t('wallet.retry') }} />;
}

/** A form page could not load what it offers: say so and offer to try again. */
export function FormLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useStore($i18n);
  return (
    <>
      <p className="club-wallet-problem" role="alert">
        {t('wallet.form.loadFailed')}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        {t('wallet.retry')}
      </Button>
    </>
  );
}
