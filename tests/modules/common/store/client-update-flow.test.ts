// docs/spec.md §9 client update and docs/contracts.md §7.1: a client-updated cue leads to a reload only when a
// newer build is really deployed; never inside the native app; on Growing:Sale only a flag.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUTO_RELOAD_MS,
  createClientUpdate,
  type ClientUpdateDeps,
} from '../../../../src/modules/common/store/client-update-flow.ts';

const RUNNING = '0.1.0+mbx3k2a1';
const NEWER = '0.1.0+mbx3k9zz';

let deployed: string | null;
let route: string | null;
let native: boolean;
let reload: ReturnType<typeof vi.fn<() => void>>;
let fetches: number;

beforeEach(() => {
  vi.useFakeTimers();
  deployed = NEWER;
  route = 'Dashboard';
  native = false;
  reload = vi.fn<() => void>();
  fetches = 0;
});
afterEach(() => vi.useRealTimers());

function flow(extra: Partial<ClientUpdateDeps> = {}) {
  return createClientUpdate({
    runningVersion: () => RUNNING,
    fetchDeployedVersion: async () => {
      fetches++;
      return deployed;
    },
    isNativeApp: () => native,
    routeName: () => route,
    reload,
    ...extra,
  });
}

describe('client update flow (docs/spec.md §9)', () => {
  it('shows the update dialog when the deployed build is newer than the running one.', async () => {
    const f = flow();
    await f.cue();
    expect(f.$dialogOpen.get()).toBe(true);
    expect(f.$updateAvailable.get()).toBe(true);
  });

  it('does nothing when the deployed build is the running one (the cue is not trusted).', async () => {
    deployed = RUNNING;
    const f = flow();
    await f.cue();
    await vi.advanceTimersByTimeAsync(AUTO_RELOAD_MS * 2);
    expect(f.$dialogOpen.get()).toBe(false);
    expect(f.$updateAvailable.get()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing when the deployed build is older, or /version.json cannot be read.', async () => {
    deployed = '0.1.0+mbx3k000';
    const f = flow();
    await f.cue();
    deployed = null;
    await f.cue();
    expect(f.$dialogOpen.get()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('on Growing:Sale only sets the update-available flag: no dialog, no reload.', async () => {
    route = 'Growing:Sale';
    const f = flow();
    await f.cue();
    await vi.advanceTimersByTimeAsync(AUTO_RELOAD_MS * 2);
    expect(f.$updateAvailable.get()).toBe(true);
    expect(f.$dialogOpen.get()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page 5 seconds after the dialog opened.', async () => {
    const f = flow();
    await f.cue();
    await vi.advanceTimersByTimeAsync(AUTO_RELOAD_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("does not reload when 'Later' is chosen, and the same build does not ask again.", async () => {
    const f = flow();
    await f.cue();
    f.later();
    await vi.advanceTimersByTimeAsync(AUTO_RELOAD_MS * 2);
    expect(reload).not.toHaveBeenCalled();
    expect(f.$dialogOpen.get()).toBe(false);
    await f.cue();
    expect(f.$dialogOpen.get()).toBe(false);
    deployed = '0.1.0+mbx3kzzz';
    await f.cue();
    expect(f.$dialogOpen.get()).toBe(true);
  });

  it("reloads at once on 'Apply Now', and only once.", async () => {
    const f = flow();
    await f.cue();
    f.applyNow();
    expect(reload).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(AUTO_RELOAD_MS * 2);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing at all inside the native app (not even the version check).', async () => {
    native = true;
    const f = flow();
    await f.cue();
    await vi.advanceTimersByTimeAsync(AUTO_RELOAD_MS * 2);
    expect(fetches).toBe(0);
    expect(f.$dialogOpen.get()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('checks once for cues arriving together, and keeps one timer while the dialog is open.', async () => {
    const f = flow();
    await Promise.all([f.cue(), f.cue(), f.cue()]);
    expect(fetches).toBe(1);
    await f.cue();
    await vi.advanceTimersByTimeAsync(AUTO_RELOAD_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('client update with unsaved input (docs/spec.md §9)', () => {
  it('waits while a form holds unsaved input, says why, and reloads once it is saved', async () => {
    let unsaved = true;
    const f = flow({ hasUnsavedInput: () => unsaved });
    await f.cue();
    expect([f.$dialogOpen.get(), f.$waitingForInput.get()]).toEqual([true, true]);
    await vi.advanceTimersByTimeAsync(AUTO_RELOAD_MS * 3);
    expect(reload).not.toHaveBeenCalled();
    unsaved = false;
    await vi.advanceTimersByTimeAsync(AUTO_RELOAD_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('still reloads at once on Apply Now with unsaved input', async () => {
    const f = flow({ hasUnsavedInput: () => true });
    await f.cue();
    f.applyNow();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
