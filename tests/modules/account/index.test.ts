// The account module's routes (docs/spec.md §2): names, paths, guards and lazy pages.
import { describe, expect, it } from 'vitest';
import { createModuleRegistry } from '../../../src/core/module-registry.ts';
import { guardOf } from '../../../src/core/modules.ts';
import { accountModule } from '../../../src/modules/account/index.ts';
import en from '../../../src/modules/account/messages/en.ts';

const registry = createModuleRegistry([accountModule]);

describe('account module', () => {
  it('registers the guest screens, which send signed-in members to the Dashboard.', () => {
    for (const name of ['Login', 'Register', 'Recover', 'ResetPassword']) {
      expect(guardOf(registry.findRoute(name)!), name).toEqual({ guestOnly: true, requiresAuth: false });
    }
  });

  it('registers Lock, VerifiedConfirmation and AuthWithToken without a login requirement.', () => {
    for (const name of ['Lock', 'VerifiedConfirmation', 'AuthWithToken']) {
      expect(guardOf(registry.findRoute(name)!), name).toEqual({ guestOnly: false, requiresAuth: false });
    }
  });

  it('matches the paths of docs/spec.md §2, the referral hash optional.', () => {
    expect(registry.routeForPath('/login')?.route.name).toBe('Login');
    expect(registry.routeForPath('/register')?.route.name).toBe('Register');
    expect(registry.routeForPath('/register/abc12')).toMatchObject({
      route: { name: 'Register' },
      params: { ref_hash: 'abc12' },
    });
    expect(registry.routeForPath('/recover')?.route.name).toBe('Recover');
    expect(registry.routeForPath('/reset-password/mia%40club.test/t0k3n')).toMatchObject({
      route: { name: 'ResetPassword' },
      params: { email: 'mia@club.test', token: 't0k3n' },
    });
    expect(registry.routeForPath('/lock')?.route.name).toBe('Lock');
    expect(registry.routeForPath('/email-verification/expired')).toMatchObject({
      route: { name: 'VerifiedConfirmation' },
      params: { status: 'expired' },
    });
    expect(registry.routeForPath('/auth?token=x')?.route.name).toBe('AuthWithToken');
  });

  it('loads every page lazily as a default export, titled by a text of its own.', async () => {
    for (const route of accountModule.routes) {
      const page = await route.load();
      expect(typeof page.default, route.name).toBe('function');
      const [moduleId, group, key] = route.title.split('.');
      expect([moduleId, group], route.name).toEqual(['account', 'pages']);
      expect((en.pages as Record<string, string>)[key!], route.name).toBeTruthy();
    }
  });

  it("keeps the other screens' texts out of Login's table and loads them with those screens.", async () => {
    const i18n = await import('../../../src/core/i18n/i18n.ts');
    i18n.registerMessages('account', accountModule.messages!);
    await i18n.loadMessages(['account']);
    expect(Object.keys(en)).not.toContain('register');
    await registry.findRoute('Register')!.load();
    expect(i18n.t('account.register.title')).toBe('Create your account');
    expect(i18n.t('account.login.title')).toBe(en.login.title);
  });
});
