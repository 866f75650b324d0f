// "Send again" for an emailed code (docs/spec.md §5): the seconds left until it is offered, from the
// sign-in state's `resendAt` (the cooldown, or the server's Retry-After). Ticks only while someone listens.
import { atom, onMount, type ReadableAtom } from 'nanostores';
import type { SignInState } from './auth-sign-in-state.ts';

export const RESEND_COOLDOWN_SECONDS = 60;

export interface ResendCountdownOptions {
  $state: ReadableAtom<SignInState>;
  now: () => number;
  setInterval?: (handler: () => void, ms: number) => unknown;
  clearInterval?: (id: unknown) => void;
}

export function createResendCountdown(options: ResendCountdownOptions) {
  const { $state, now } = options;
  const schedule = options.setInterval ?? ((handler: () => void, ms: number) => globalThis.setInterval(handler, ms));
  const cancel =
    options.clearInterval ??
    ((id: unknown) => globalThis.clearInterval(id as ReturnType<typeof globalThis.setInterval>));

  const $resendIn = atom(0);
  const resendIn = () => {
    const at = $state.get().resendAt;
    return at === null ? 0 : Math.max(0, Math.ceil((at - now()) / 1000));
  };
  onMount($resendIn, () => {
    $resendIn.set(resendIn());
    const timer = schedule(() => $resendIn.set(resendIn()), 1000);
    const off = $state.listen(() => $resendIn.set(resendIn()));
    return () => {
      cancel(timer);
      off();
    };
  });
  return { $resendIn: $resendIn as ReadableAtom<number>, resendIn };
}
