// What the widget components read of the script's configuration, and the widgets' logout. Kept
// apart from runtime.ts, which imports the widgets: components import this, never the runtime.
import { atom, type ReadableAtom } from 'nanostores';
import { logout } from '../src/core/session/auth.ts';
import { getRuntime } from '../src/core/runtime.ts';
import type { EmbedConfig } from './config.ts';

const config = atom<EmbedConfig>({ api: '/api', portal: '', locale: null, theme: 'auto' });

/** The script tag's configuration (set once by the runtime). */
export const $embedConfig: ReadableAtom<EmbedConfig> = config;
export const setEmbedConfig = (next: EmbedConfig) => config.set(next);

/**
 * Logout from a widget: the server is told (best effort) and the session cleared. The session is
 * the origin's `vuex` document, so the portal and every other tab and widget there log out too.
 * Realtime follows the token, so the connection goes by itself.
 */
export function logoutMember(): Promise<void> {
  const runtime = getRuntime();
  return logout({ api: runtime.api, session: runtime.session });
}
