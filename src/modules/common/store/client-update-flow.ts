// The client-update flow of docs/spec.md §9 (docs/contracts.md §7.1): a `client-updated` event is only a cue,
// whatever it carries. Outside the native app the deployed /version.json is compared with the
// running build; only a newer build counts. On Growing:Sale only the 'update available' flag is
// set; anywhere else the dialog opens and the page reloads after 5 seconds unless the member
// chooses 'Later', at once on 'Apply Now'. While a form holds unsaved input the reload waits (the
// dialog says why) and happens once that input is saved or gone.
import { atom, type ReadableAtom } from 'nanostores';
import { isNewerBuild } from './client-update-version.ts';

export const AUTO_RELOAD_MS = 5000;
export const SALE_ROUTE = 'Growing:Sale';

export interface ClientUpdateDeps {
  runningVersion: () => string | null;
  fetchDeployedVersion: () => Promise<string | null>;
  isNativeApp: () => boolean;
  /** The route shown now (e.g. 'Growing:Sale'), read when the cue arrives. */
  routeName: () => string | null;
  reload: () => void;
  /** True while a form on the page holds input not yet saved (./unsaved-input.ts). */
  hasUnsavedInput?: () => boolean;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (timer: any) => void;
  delayMs?: number;
}

export function createClientUpdate(deps: ClientUpdateDeps) {
  const later = deps.setTimeout ?? ((callback: () => void, ms: number) => globalThis.setTimeout(callback, ms));
  const cancel = deps.clearTimeout ?? ((timer: unknown) => globalThis.clearTimeout(timer as number));
  const $updateAvailable = atom(false);
  const $dialogOpen = atom(false);
  const $waitingForInput = atom(false);
  const unsaved = () => deps.hasUnsavedInput?.() === true;
  let timer: unknown = null;
  let checking: Promise<void> | null = null;
  /** The build the dialog offers, and the one the member said 'Later' to (it does not ask again). */
  let offered: string | null = null;
  let postponed: string | null = null;

  const stopTimer = () => {
    if (timer !== null) cancel(timer);
    timer = null;
  };

  async function check(): Promise<void> {
    if (deps.isNativeApp()) return; // the app updates itself
    const deployed = await deps.fetchDeployedVersion();
    if (!isNewerBuild(deployed, deps.runningVersion())) return;
    $updateAvailable.set(true);
    if (deps.routeName() === SALE_ROUTE || $dialogOpen.get() || deployed === postponed) return;
    offered = deployed;
    $waitingForInput.set(unsaved());
    $dialogOpen.set(true);
    schedule();
  }

  /** Reloads after the delay, or, when a form holds unsaved input then, looks again a delay later. */
  function schedule(): void {
    timer = later(() => {
      timer = null;
      if (unsaved()) {
        $waitingForInput.set(true);
        schedule();
        return;
      }
      deps.reload();
    }, deps.delayMs ?? AUTO_RELOAD_MS);
  }

  return {
    /** A newer build is deployed (the Sale page shows it instead of a dialog). */
    $updateAvailable: $updateAvailable as ReadableAtom<boolean>,
    $dialogOpen: $dialogOpen as ReadableAtom<boolean>,
    /** The automatic reload waits for input not yet saved (the dialog says so). */
    $waitingForInput: $waitingForInput as ReadableAtom<boolean>,

    /** The `client-updated` cue. Cues arriving during a check share it. */
    cue(): Promise<void> {
      checking ??= check().finally(() => (checking = null));
      return checking;
    },

    /** 'Apply Now': reload at once. */
    applyNow(): void {
      stopTimer();
      $dialogOpen.set(false);
      deps.reload();
    },

    /** 'Later ...': no reload; the flag stays for the page to show. */
    later(): void {
      stopTimer();
      $dialogOpen.set(false);
      postponed = offered;
    },

    /** Stops a pending reload (the page is going away, tests). */
    dispose(): void {
      stopTimer();
    },
  };
}

export type ClientUpdate = ReturnType<typeof createClientUpdate>;
