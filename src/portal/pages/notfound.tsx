import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { $i18n } from '../../core/i18n/i18n.ts';
import { $session } from '../../core/session/session.ts';
import { useRegistry } from '../registry-context.ts';
import { homePath } from '../router/resolve.ts';

export default function Notfound() {
  const { t } = useStore($i18n);
  const registry = useRegistry();
  const { isLoggedIn, user } = useStore($session);
  return (
    <div className="club-status-page">
      <h1 className="club-page-title">{t('common.notfound.title')}</h1>
      <p>{t('common.notfound.text')}</p>
      <Link
        href={homePath(registry, { isLoggedIn, user })}
        className="club-button club-button--primary club-button--md"
      >
        {t('common.notfound.home')}
      </Link>
    </div>
  );
}
