// What the widget parts read of the loader: the script's configuration, and the API client part
// (embed/client.ts), fetched once by whichever part needs it first. Kept apart from runtime.ts,
// which imports the widgets: components import this, never the runtime.
import { atom, type ReadableAtom } from 'nanostores';
import { loadMessages } from '../src/core/i18n/i18n.ts';
import type { ClientOptions } from './client.ts';
import type { EmbedConfig } from './config.ts';

type ClientModule = typeof import('./client.ts');

const config = atom<EmbedConfig>({ api: '/api', portal: '', locale: null, theme: 'auto', linkTarget: '_self' });

/** The script tag's configuration (set once by the runtime). */
export const $embedConfig: ReadableAtom<EmbedConfig> = config;
export const setEmbedConfig = (next: EmbedConfig) => config.set(next);

let options: ClientOptions | null = null;
let client: Promise<ClientModule> | null = null;
let stopClient: (() => void) | null = null;

/** The loader's runtime says how the client is built; returns the function that stops it. */
export function configureClient(next: ClientOptions): () => void {
  options = next;
  return () => {
    if (options !== next) return;
    options = null;
    client = null;
    stopClient?.();
    stopClient = null;
  };
}

/** The API client part, fetched and started on the first call. */
export function ensureClient(): Promise<ClientModule> {
  const wanted = options;
  if (!wanted) return Promise.reject(new Error('The widgets are not running.'));
  client ??= import('./client.ts').then((module) => {
    if (options === wanted && !stopClient) stopClient = module.startClient(wanted);
    return module;
  });
  return client;
}

/** True once the client part runs: a part may then render at once. */
export const clientStarted = (): boolean => stopClient !== null;

/** Logout from a widget or ClubWidgets.logout() (embed/client.ts). */
export const logoutMember = (): Promise<void> => ensureClient().then((module) => module.logoutMember());

/**
 * The loader's own tables (embed/runtime.ts), which travel in the member's one file of texts with
 * every widget's (rollup.config.mjs): asked for with a member's first part and with the sign-in form.
 */
export const MEMBER_TEXTS = ['core', 'embed'];

/** The member's texts in the page's language (a failure shows keys; the widgets still work). */
export const loadMemberTexts = (): Promise<void> => loadMessages(MEMBER_TEXTS).catch(() => {});
