// The service worker's registration (src/portal/offline.ts, docs/spec.md §4 "Installable and
// offline") waits for the first screen: its install, the page's files it copies and the door's
// pages and answers do not share the main thread and the link with the Dashboard's cards.
import { atom } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdUntilFirstScreen } from '../../src/core/first-screen.ts';
import type { SessionState } from '../../src/core/session/state.ts';
import { startOffline } from '../../src/portal/offline.ts';

const signedIn = atom({ isLoggedIn: true, user: { id: 7 } } as unknown as SessionState);
const idle = () => new Promise((resolve) => setTimeout(resolve, 20));

function fakeWorkerContainer() {
  // never settles: what follows the registration (the door's preparation) is not this rule's
  const register = vi.fn(() => new Promise<never>(() => {}));
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  return register;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the service worker of a signed-in member', () => {
  it('registers once the page has loaded and its first screen shows what it is for, not before', async () => {
    const register = fakeWorkerContainer();
    let shown!: () => void;
    holdUntilFirstScreen(new Promise<void>((resolve) => (shown = resolve)));
    const stop = startOffline(() => new Promise(() => {}), signedIn);
    expect(document.readyState).toBe('complete');
    await idle();
    expect(register).not.toHaveBeenCalled();
    shown();
    await vi.waitFor(() => expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' }));
    stop();
  });
});
