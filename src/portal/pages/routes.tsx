// /routes: every page this member can open now (available modules, permissions; guest screens
// are not listed for a signed-in member). Pages without parameters are links.
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { $i18n } from '../../core/i18n/i18n.ts';
import { $session } from '../../core/session/session.ts';
import { useRegistry } from '../registry-context.ts';
import { canOpen } from '../router/resolve.ts';

const hasParams = (path: string) => /[:*]/.test(path);

export default function Routes() {
  const { t } = useStore($i18n);
  const registry = useRegistry();
  const { isLoggedIn, user } = useStore($session);
  const routes = registry
    .routes()
    .filter((route) => canOpen(registry, route, { isLoggedIn, user }) && !(isLoggedIn && route.access === 'guest'));
  return (
    <div className="club-routes">
      <h1 className="club-page-title">{t('common.routes.title')}</h1>
      <p>{t('common.routes.intro')}</p>
      <div className="club-table-scroll">
        <table className="club-table">
          <thead>
            <tr>
              <th scope="col">{t('common.routes.page')}</th>
              <th scope="col">{t('common.routes.path')}</th>
              <th scope="col">{t('common.routes.module')}</th>
            </tr>
          </thead>
          <tbody>
            {routes.map((route) => (
              <tr key={route.name}>
                <th scope="row">{hasParams(route.path) ? t(route.title) : <Link href={route.path}>{t(route.title)}</Link>}</th>
                <td>
                  <code>{route.path}</code>
                </td>
                <td>{route.module}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
