// The screens the build prerenders to HTML (build/rollup/prerender.mjs runs this file in Node, once
// per build, with React's static prerendering): a guest's account screens exactly as guest.tsx
// hydrates them, and the members' shell that main.tsx's first render replaces, in both languages.
// Nothing here knows a member, a club or a session: the same HTML serves everyone.
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { LANGUAGES, registerMessages, setLocale, t, type Language } from '../core/i18n/i18n.ts';
import { createClientRuntime, installRuntime } from '../core/runtime.ts';
import type { RegisteredRoute } from '../core/modules.ts';
import { commonModule, loadMemberTexts } from '../modules/common/index.ts';
import accountCss from '../modules/account/components/account.css?inline';
import { firstScreenRegistry } from './first-screen.ts';
import { GuestApp } from './guest-app.tsx';
import { ShellSkeleton } from './layouts/shell-skeleton.tsx';
import { preloadPage } from './router/page.tsx';
import { DEFAULT_CLUB_NAME, pageTitle } from './router/route-effects.tsx';
import { deferredCss } from './shell/deferred-styles.ts';
import { firstScreenCss } from './styles.ts';

export { LANGUAGES };

/** One prerendered document's parts: the root's markup, its title, its stylesheet, and what it runs. */
export interface PrerenderedScreen {
  /** The file stem under dist/portal (screens/login: screens/login.en.html, screens/login.de.html). */
  file: string;
  /** The route path the server answers with it (a wouter pattern). */
  path: string;
  /** The entry chunk's name (rollup.config.mjs input) and, for preloading, the chunk it starts. */
  entry: 'guest-paint-first' | 'paint-first';
  starts?: 'guest' | 'main';
  /** The route's page and its texts in `language`, to modulepreload (source files from the project root). */
  modules(language: Language): string[];
  /** The stylesheet texts, in cascade order, written as one file. */
  css: readonly string[];
  render(language: Language): Promise<{ html: string; title: string; noScript: string }>;
}

/** The guest screens of decision 14 that are prerendered: their route names, with a path each matches and their page. */
const GUEST_SCREENS: Record<string, { file: string; example: string; page: string }> = {
  Login: { file: 'screens/login', example: '/login', page: 'login-page' },
  Register: { file: 'screens/register', example: '/register', page: 'register-page' },
  Recover: { file: 'screens/recover', example: '/recover', page: 'recover-page' },
  ResetPassword: { file: 'screens/reset-password', example: '/reset-password/-/-', page: 'reset-password-page' },
  Lock: { file: 'screens/lock', example: '/lock', page: 'lock-page' },
};

/** The texts a guest screen loads (modules/account/pages/screens.ts): the common set, the account table, the other screens' part, in its language (guest.tsx loads no fallback). */
function guestTexts(name: string, language: Language): string[] {
  const tables = ['src/modules/common/messages', 'src/modules/account/messages'];
  if (name !== 'Login') tables.push('src/modules/account/messages/screens');
  return tables.map((dir) => `${dir}/${language}.ts`);
}

/** The members' shell is the Dashboard's document: where a member lands after signing in. */
const SHELL = { file: 'screens/dashboard', path: '/dashboard' };

let started = false;
function start(): void {
  if (started) return;
  started = true;
  installRuntime(
    createClientRuntime({
      baseURL: '/api',
      fetch: () => Promise.reject(new Error('no requests while prerendering')),
    }),
  );
  registerMessages(commonModule.id, commonModule.messages!);
}

async function markup(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(<StrictMode>{node}</StrictMode>);
  return new Response(prelude).text();
}

function guestScreen(route: RegisteredRoute): PrerenderedScreen {
  const { file, example, page } = GUEST_SCREENS[route.name]!;
  return {
    file,
    path: route.path,
    entry: 'guest-paint-first',
    starts: 'guest',
    modules: (language) => [`src/modules/account/pages/${page}.tsx`, ...guestTexts(route.name, language)],
    css: [...firstScreenCss, accountCss],
    async render(language) {
      start();
      await preloadPage(firstScreenRegistry, route);
      await setLocale(language);
      const html = await markup(<GuestApp ssrPath={example} leave={() => {}} />);
      return { html, title: pageTitle(t(route.title), DEFAULT_CLUB_NAME), noScript: t('account.login.noScript') };
    },
  };
}

function shellScreen(): PrerenderedScreen {
  return {
    ...SHELL,
    entry: 'paint-first',
    starts: 'main',
    modules: () => [],
    css: [...firstScreenCss, ...deferredCss],
    async render(language) {
      start();
      const { portalRegistry } = await import('./modules.ts');
      await loadMemberTexts();
      await setLocale(language);
      const html = await markup(<ShellSkeleton cards={portalRegistry.dashboardCards()} />);
      return {
        html,
        title: pageTitle(t('common.pages.dashboard'), DEFAULT_CLUB_NAME),
        noScript: t('common.dashboard.noScript'),
      };
    },
  };
}

/** Every prerendered document of the portal build. */
export function prerenderedScreens(): PrerenderedScreen[] {
  const guests = Object.keys(GUEST_SCREENS).map((name) => {
    const route = firstScreenRegistry.findRoute(name);
    if (!route) throw new Error(`prerender: no first-screen route ${name}`);
    return guestScreen(route);
  });
  return [...guests, shellScreen()];
}
