// Modules for portal tests: stand-ins with the shapes of the account and wallet modules (their
// real code is written elsewhere), so the guard, the sidebar and the dashboard can be tested with
// every kind of route. Each page renders a heading naming itself.
import { createModuleRegistry } from '../../../src/core/module-registry.ts';
import { defineModule, type ModuleDefinition, type RouteDef } from '../../../src/core/modules.ts';
import { commonModule } from '../../../src/modules/common/index.ts';
import { shellModule } from '../../../src/portal/shell-module.ts';
import type { PageProps } from '../../../src/portal/router/page.tsx';

export function page(heading: string) {
  const Page = ({ params = {} }: Partial<PageProps>) => (
    <>
      <h1>{heading}</h1>
      {Object.keys(params).length > 0 && <p data-testid="params">{JSON.stringify(params)}</p>}
    </>
  );
  return async () => ({ default: Page });
}

const route = (name: string, path: string, access: RouteDef['access'], extra: Partial<RouteDef> = {}): RouteDef => ({
  name,
  path,
  access,
  title: `test.${name}`,
  load: page(`${name} page`),
  ...extra,
});

export const accountModule = defineModule({
  id: 'account',
  routes: [
    route('Login', '/login', 'guest'),
    route('Register', '/register/:ref_hash?', 'guest'),
    route('Recover', '/recover', 'guest'),
    route('Lock', '/lock', 'public'),
  ],
  settings: [
    {
      name: 'SettingsAccount',
      path: '/settings/account',
      label: 'test.settings.account',
      load: page('Account settings'),
      order: 20,
    },
    {
      name: 'SettingsAddress',
      path: '/settings/address',
      label: 'test.settings.address',
      load: page('Address settings'),
      order: 10,
    },
  ],
});

export const walletModule = defineModule({
  id: 'wallet',
  routes: [
    route('Wallet:Overview', '/financial', 'auth'),
    route('Wallet:MakeDeposit', '/financial/action/make-deposit', 'auth', { requires: ['growing'] }),
  ],
  sidebar: [{ section: 'personal', label: 'test.sidebar.wallet', path: '/financial', icon: 'wallet', order: 20 }],
  dashboard: [{ id: 'balance', load: page('Wallet balance card'), order: 10 }],
});

/**
 * The portal's own modules plus the stand-ins (all loaded unless `without` names some). `loaded`
 * (ids, read on every question) lets a test switch modules off while the app runs, as GET config does.
 */
export function testRegistry(
  extra: ModuleDefinition[] = [],
  without: string[] = [],
  loaded?: { get(): readonly string[] },
) {
  const modules = [shellModule, commonModule, accountModule, walletModule, ...extra].filter(
    (m) => !without.includes(m.id),
  );
  return createModuleRegistry(modules, loaded);
}
