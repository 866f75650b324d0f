// Shown for /error500 and by the error boundary when a page breaks; it must render without any
// lazy chunk or the registry, since it also stands in when those failed. Its icon is decoration:
// loaded with the page's first showing (the icon set stays off the first screen), and
// left out when it cannot load.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { $i18n } from '../../core/i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';

type IconPart = { default: ComponentType<{ className?: string }> };
const ErrorIcon = lazy((): Promise<IconPart> =>
  import('../../ui/icon.tsx').then(
    ({ ErrorIcon }) => ({ default: ErrorIcon }),
    () => ({ default: () => null }),
  ),
);

export default function Error500() {
  const { t } = useStore($i18n);
  return (
    <div className="club-status-page" role="alert">
      <Suspense fallback={null}>
        <ErrorIcon className="club-status-page__icon club-status-page__icon--error" />
      </Suspense>
      <h1 className="club-page-title">{t('common.error500.title')}</h1>
      <p>{t('common.error500.text')}</p>
      <div className="club-status-page__actions">
        <Button onClick={() => window.location.reload()}>{t('common.error500.reload')}</Button>
        <a href="/" className="club-button club-button--secondary club-button--md">
          {t('common.error500.home')}
        </a>
      </div>
    </div>
  );
}
