// An action the member confirms once before it runs (cancel an order or a reservation, remove an
// account): asked, then confirmed or cancelled; while it runs it is busy, and a refusal stays in the
// dialog as data until the member tries again or closes it.
import { atom, type ReadableAtom } from 'nanostores';

export interface ConfirmState<A> {
  /** What is being asked about (the order, the account), or null while nothing is asked. */
  asking: A | null;
  busy: boolean;
  error: unknown;
}

export interface ConfirmAction<A> {
  $state: ReadableAtom<ConfirmState<A>>;
  ask(subject: A): void;
  cancel(): void;
  /** Runs the action; the dialog closes when it succeeded. */
  confirm(): Promise<boolean>;
}

export function createConfirmAction<A>(run: (subject: A) => Promise<unknown>): ConfirmAction<A> {
  const $state = atom<ConfirmState<A>>({ asking: null, busy: false, error: null });
  return {
    $state,
    ask: (subject) => $state.set({ asking: subject, busy: false, error: null }),
    cancel: () => {
      if (!$state.get().busy) $state.set({ asking: null, busy: false, error: null });
    },
    async confirm() {
      const { asking, busy } = $state.get();
      if (asking === null || busy) return false;
      $state.set({ asking, busy: true, error: null });
      try {
        await run(asking);
        $state.set({ asking: null, busy: false, error: null });
        return true;
      } catch (error) {
        $state.set({ asking, busy: false, error });
        return false;
      }
    },
  };
}
