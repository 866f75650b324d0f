// The widgets' configuration, read once from the `data-*` attributes of their own script tag:
//
//   <script src="https://club.example/embed/club-widgets.js" defer
//           data-api="https://club.example/api" data-portal="https://club.example"
//           data-locale="de" data-theme="auto"></script>
//
// Every attribute is optional: the API and the portal default to the script's own origin (the club
// server serves the script), the language to the member's saved one or the browser's, the theme to
// the system preference. A bad value is reported (club:error) and its default used instead.
import { normaliseLanguage, type Language } from '../src/core/i18n/i18n.ts';

export type Theme = 'light' | 'dark' | 'auto';
export const THEMES: readonly Theme[] = ['light', 'dark', 'auto'];

/** Where every link into the portal opens: this tab (the default) or a new one. */
export type LinkTarget = '_self' | '_blank';
const LINK_TARGETS: readonly LinkTarget[] = ['_self', '_blank'];

export interface EmbedConfig {
  /** Absolute API base without a trailing slash: `https://club.example/api`. */
  api: string;
  /** Absolute portal base for deep links, without a trailing slash: `https://club.example`. */
  portal: string;
  /** The language the site asked for; null: the member's saved language, else the browser's. */
  locale: Language | null;
  theme: Theme;
  /** data-link-target: the one rule for the widgets' links into the portal. */
  linkTarget: LinkTarget;
}

export interface ConfigProblem {
  attribute: string;
  value: string;
  message: string;
}

/** The part of a script element the configuration reads. */
export type ScriptLike = Pick<HTMLScriptElement, 'getAttribute'> & { readonly src: string };

const trimSlash = (url: string) => url.replace(/\/+$/, '');

function absolute(value: string, base: string): string | null {
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? trimSlash(url.href.split(/[?#]/)[0]!) : null;
  } catch {
    return null;
  }
}

/** The configuration of the script `script` on the page at `pageUrl`, and what was wrong with it. */
export function readConfig(
  script: ScriptLike | null,
  pageUrl: string,
): { config: EmbedConfig; problems: ConfigProblem[] } {
  const problems: ConfigProblem[] = [];
  const scriptUrl = script?.src ? absolute(script.src, pageUrl) : null;
  const home = new URL(scriptUrl ?? pageUrl).origin;
  const attribute = (name: string) => script?.getAttribute(`data-${name}`)?.trim() || null;
  const url = (name: string, fallback: string) => {
    const raw = attribute(name);
    if (raw === null) return fallback;
    const value = absolute(raw, pageUrl);
    if (value === null)
      problems.push({ attribute: `data-${name}`, value: raw, message: `data-${name} must be an http(s) URL.` });
    return value ?? fallback;
  };

  const api = url('api', `${home}/api`);
  const portal = url('portal', home);

  const rawLocale = attribute('locale');
  let locale: Language | null = null;
  if (rawLocale !== null) {
    locale = normaliseLanguage(rawLocale);
    if (!rawLocale.toLowerCase().startsWith(locale) && !(locale === 'de' && /^ch/i.test(rawLocale))) {
      problems.push({
        attribute: 'data-locale',
        value: rawLocale,
        message: `data-locale "${rawLocale}" is not available; using ${locale}.`,
      });
    }
  }

  const rawTheme = attribute('theme');
  let theme: Theme = 'auto';
  if (rawTheme !== null) {
    if ((THEMES as readonly string[]).includes(rawTheme.toLowerCase())) theme = rawTheme.toLowerCase() as Theme;
    else
      problems.push({ attribute: 'data-theme', value: rawTheme, message: 'data-theme must be light, dark or auto.' });
  }

  const rawTarget = attribute('link-target');
  let linkTarget: LinkTarget = '_self';
  if (rawTarget !== null) {
    if ((LINK_TARGETS as readonly string[]).includes(rawTarget.toLowerCase()))
      linkTarget = rawTarget.toLowerCase() as LinkTarget;
    else
      problems.push({
        attribute: 'data-link-target',
        value: rawTarget,
        message: 'data-link-target must be _self or _blank.',
      });
  }

  return { config: { api, portal, locale, theme, linkTarget }, problems };
}

/** Where club-widgets.js (embed/script-tag.js) notes its own tag for the loader it imports. */
export const SCRIPT_KEY = Symbol.for('club.widgets.script');

/**
 * The script tag the widgets were loaded by: the one club-widgets.js noted (document.currentScript
 * while it ran, also with defer/async), else the last script whose src names it.
 */
export function findOwnScript(doc: Document): HTMLScriptElement | null {
  const noted = (doc.defaultView as unknown as Record<symbol, unknown> | null)?.[SCRIPT_KEY];
  if (noted instanceof (doc.defaultView?.HTMLScriptElement ?? HTMLScriptElement)) return noted;
  const current = doc.currentScript;
  if (current instanceof HTMLScriptElement) return current;
  const candidates = doc.querySelectorAll<HTMLScriptElement>('script[src*="club-widgets"]');
  return candidates[candidates.length - 1] ?? null;
}
