// Settings (docs/spec.md §2): /settings leads to /settings/address (router/resolve.ts); the sections are
// the settings pages of the loaded modules (registry.settingsPages()), each with its own address.
import { useStore } from '@nanostores/react';
import { Suspense } from 'react';
import { Link } from 'wouter';
import { $i18n } from '../../core/i18n/i18n.ts';
import { useRegistry } from '../registry-context.ts';
import { ErrorBoundary } from '../router/error-boundary.tsx';
import { lazyWithMessages, type PageProps } from '../router/page.tsx';
import Error500 from '../pages/error500.tsx';
import { PageSpinner } from './page-spinner.tsx';

export default function SettingsLayout({ params }: PageProps) {
  const { t } = useStore($i18n);
  const registry = useRegistry();
  const pages = registry.settingsPages();
  const current = pages.find((page) => page.path === `/settings/${params.page}`);
  const Page = current ? lazyWithMessages(registry, current.module, current.load) : null;

  return (
    <div className="club-settings">
      <h1 className="club-page-title">{t('common.pages.settings')}</h1>
      {pages.length === 0 ? (
        <p>{t('common.settings.empty')}</p>
      ) : (
        <nav className="club-settings__nav" aria-label={t('common.settings.tabs')}>
          <ul className="club-settings__tabs">
            {pages.map((page) => (
              <li key={page.path}>
                <Link
                  href={page.path}
                  className="club-settings__tab"
                  aria-current={page === current ? 'page' : undefined}
                >
                  {t(page.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {Page && current && (
        <section className="club-settings__page" aria-label={t(current.label)}>
          <ErrorBoundary key={current.path} fallback={<Error500 />}>
            <Suspense fallback={<PageSpinner />}>
              <Page params={params} />
            </Suspense>
          </ErrorBoundary>
        </section>
      )}
    </div>
  );
}
