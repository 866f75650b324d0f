// /routes: every page this member can open now (available modules, permissions; guest screens
// are not listed for a signed-in member). Pages without parameters are links.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { $i18n } from '../../core/i18n/i18n.ts';
import { $session } from '../../core/session/session.ts';
import { useRegistry } from '../registry-context.ts';
import { canOpen } from '../router/resolve.ts';
import { loadModuleMessages } from '../router/page.tsx';

const hasParams = (path: string) => /[:*]/.test(path);

export default function Routes() {
  const { t } = useStore($i18n);
  const registry = useRegistry();
  const { isLoggedIn, user } = useStore($session);
  const routes = registry
    .routes()
    .filter((route) => canOpen(registry, route, { isLoggedIn, user }) && !(isLoggedIn && route.access === 'guest'));
  // Titles belong to their modules' tables, which load with a module's pages: load every listed
  // module's texts here, so no title shows as its key.
  const modules = [...new Set(routes.map((route) => route.module))].join(' ');
  useEffect(() => {
    for (const id of modules.split(' ')) if (id) void loadModuleMessages(registry, id).catch(() => {});
  }, [registry, modules]);
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
                <th scope="row">
                  {hasParams(route.path) ? t(route.title) : <Link href={route.path}>{t(route.title)}</Link>}
                </th>
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
