// The kit's LoadStateView with the appointment module's texts for a failure.
import { useStore } from '@nanostores/react';
import { messageOf } from '../../../core/api/errors.ts';
import { $i18n } from '../../../core/i18n/i18n.ts';
import { LoadStateView as KitLoadStateView, type LoadStateViewProps as KitProps } from '../../../ui/load-state.tsx';

export type LoadStateViewProps<T> = Omit<KitProps<T>, 'texts'> & { loadingLabel: string; notFound: string };

export function LoadStateView<T>({ loadingLabel, notFound, ...props }: LoadStateViewProps<T>) {
  const { t } = useStore($i18n);
  const failed = (error: unknown) => t('appointment.failed', { reason: messageOf(error, t) });
  return (
    <KitLoadStateView {...props} texts={{ loading: loadingLabel, notFound, failed, retry: t('appointment.retry') }} />
  );
}
