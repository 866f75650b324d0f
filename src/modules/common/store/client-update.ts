// The page's client-update flow (flow.ts) bound to the browser: the realtime `client-updated`
// cue (public channel `client`), /version.json on this origin, the native-app check and
// location.reload() (with the new build's waiting service worker). It listens while the dialog is mounted.
import { onMount } from 'nanostores';
import { registerMessages } from '../../../core/i18n/i18n.ts';
import { relay } from '../../../core/realtime/index.ts';
import { activateWaitingWorker } from '../../../core/service-worker.ts';
import { isNativeApp } from './native-app/native-app.ts';
import { createClientUpdate, type ClientUpdate } from './client-update-flow.ts';
import { fetchDeployedVersion, runningVersion } from './client-update-version.ts';

export const CLIENT_UPDATE_MESSAGES = 'clientUpdate';
registerMessages(CLIENT_UPDATE_MESSAGES, {
  en: () => import('../messages/client-update/en.ts'),
  de: () => import('../messages/client-update/de.ts'),
});

let routeName: string | null = null;

/** The route shown now; the dialog keeps it current. */
export function setClientUpdateRoute(name: string | null): void {
  routeName = name;
}

export const clientUpdate = createClientUpdate({
  runningVersion: () => runningVersion(),
  fetchDeployedVersion: () => fetchDeployedVersion((input, init) => fetch(input, init), location.href),
  isNativeApp: () => isNativeApp(),
  routeName: () => routeName,
  // a new build's service worker, waiting, takes over with the reload (src/portal/service-worker.ts)
  reload: () => {
    activateWaitingWorker();
    location.reload();
  },
});

/** Every `client-updated` event is a cue for `flow`; its payload is never read. Returns the stop. */
export function followClientUpdated(
  flow: Pick<ClientUpdate, 'cue'>,
  onClientUpdated: (callback: () => void) => () => void,
): () => void {
  return onClientUpdated(() => void flow.cue());
}

onMount(clientUpdate.$dialogOpen, () => followClientUpdated(clientUpdate, relay.onClientUpdated));

/** docs/spec.md §9 'update available' flag (set instead of the dialog on Growing:Sale). */
export const $updateAvailable = clientUpdate.$updateAvailable;
