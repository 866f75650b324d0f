// A route that exists but is not part of this member's portal (its module is switched
// off for the club, needs a module the club does not run, or needs a permission the member lacks)
// says so, instead of silently leading to the Dashboard.
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import type { RegisteredRoute } from '../../core/modules.ts';
import { $i18n } from '../../core/i18n/i18n.ts';
import { $session } from '../../core/session/session.ts';
import { useRegistry } from '../registry-context.ts';
import { homePath } from '../router/resolve.ts';

export default function Unavailable({ route }: { route: RegisteredRoute }) {
  const { t } = useStore($i18n);
  const registry = useRegistry();
  const { isLoggedIn, user } = useStore($session);
  return (
    <div className="club-status-page">
      <h1 className="club-page-title">{t('common.unavailable.title')}</h1>
      <p>{t('common.unavailable.text')}</p>
      <p className="club-muted">{route.path}</p>
      <Link
        href={homePath(registry, { isLoggedIn, user })}
        className="club-button club-button--primary club-button--md"
      >
        {t('common.unavailable.home')}
      </Link>
    </div>
  );
}
