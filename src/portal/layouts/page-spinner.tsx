import { useStore } from '@nanostores/react';
import { $i18n } from '../../core/i18n/i18n.ts';
import { Spinner } from '../../ui/spinner.tsx';

/** Shown while a page's chunk loads (React.Suspense fallback). */
export function PageSpinner() {
  const { t } = useStore($i18n);
  return (
    <div className="club-page-spinner">
      <Spinner label={t('common.pages.loading')} size="lg" />
    </div>
  );
}
