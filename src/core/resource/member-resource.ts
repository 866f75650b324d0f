// One thing that belongs to the signed-in member (the wallet summary, the next appointment), for
// dashboard cards and widgets. It is fetched whenever a view starts showing it (it may have changed
// elsewhere meanwhile), keeping the last answer on screen while it loads. After logout or a switch
// of member it is null until loaded for the new one.
import { atom, computed, onMount, type ReadableAtom } from 'nanostores';
import { $session } from '../session/session.ts';

export type MemberStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface MemberResource<T> {
  /** The data (null: none, or not loaded for this member: see $status). */
  readonly $data: ReadableAtom<T | null>;
  /** 'loading' also while an older answer is still shown. */
  readonly $status: ReadableAtom<MemberStatus>;
  readonly $error: ReadableAtom<unknown>;
  /** Fetches for the member signed in now (one request at a time per member). */
  load(): Promise<T | null>;
  /** Forgets the loaded data (tests; a fresh start). */
  reset(): void;
}

interface State<T> {
  userId: number | null;
  data: T | null;
  status: MemberStatus;
  error: unknown;
}

const currentUserId = () => ($session.get().isLoggedIn ? ($session.get().user?.id ?? null) : null);
const mine = (state: State<unknown>, userId: number | null) => userId !== null && state.userId === userId;

export function createMemberResource<T>(fetch: () => Promise<T>): MemberResource<T> {
  const $state = atom<State<T>>({ userId: null, data: null, status: 'idle', error: null });
  const $data = computed([$state, $session], (state, session) =>
    mine(state, session.user?.id ?? null) ? state.data : null,
  );
  const $status = computed([$state, $session], (state, session): MemberStatus =>
    mine(state, session.user?.id ?? null) ? state.status : 'idle',
  );
  const $error = computed([$state, $session], (state, session) =>
    mine(state, session.user?.id ?? null) && state.status === 'failed' ? state.error : null,
  );
  let inflight: { userId: number; job: Promise<T | null> } | null = null;

  function load(): Promise<T | null> {
    const userId = currentUserId();
    if (userId === null) return Promise.resolve(null);
    if (inflight?.userId === userId) return inflight.job;
    const previous = $state.get();
    $state.set({ userId, data: previous.userId === userId ? previous.data : null, status: 'loading', error: null });
    const job = fetch().then(
      (data) => {
        if (currentUserId() === userId) $state.set({ userId, data, status: 'ready', error: null });
        return data;
      },
      (error: unknown) => {
        if (currentUserId() === userId) $state.set({ ...$state.get(), status: 'failed', error });
        throw error;
      },
    );
    const entry = { userId, job };
    inflight = entry;
    void job
      .finally(() => {
        if (inflight === entry) inflight = null;
      })
      .catch(() => {});
    return job;
  }

  // Resources follow the screen: the first view to show the data fetches it, and a change of
  // member while it is shown fetches the new member's.
  onMount($data, () => {
    void load().catch(() => {});
    let userId = currentUserId();
    return $session.listen(() => {
      const next = currentUserId();
      if (next === userId) return;
      userId = next;
      void load().catch(() => {});
    });
  });

  return {
    $data,
    $status,
    $error,
    load,
    reset() {
      inflight = null;
      $state.set({ userId: null, data: null, status: 'idle', error: null });
    },
  };
}
