// The Dashboard as a page's first screen (docs/architecture.md decision 16): once its first render
// (heading and card frames) is committed, its cards' data starts, then their code and texts: not
// after each card's code has arrived and rendered. The data goes through the stores the cards show
// (DashboardCard.data): each is held as a view holds it (loading it, its realtime cues followed from
// then on) until its card shows it, so nothing is asked twice and no cue falls between the two.
// The cards' code and texts start once every card's data is asked for (decision 17): together, the ~40
// files of the cards' code took the main thread (a modulepreload link each) and the stores' own
// files came after them, their requests ~900 ms after the first render at 4x CPU (bench/README.md).
import { atom, type ReadableAtom } from 'nanostores';
import type { DashboardCard, ModuleRegistry } from '../../core/modules.ts';
import type { Remote } from '../../core/resource/resource.ts';
import { preloadWithMessages } from '../router/page.tsx';

type Card = DashboardCard & { module: string };

/** A card's key on the Dashboard (its module and id). */
export const cardKey = (card: Card): string => `${card.module}:${card.id}`;

interface Hold {
  /** Lets go of the store, and counts it as answered for the first screen. */
  stop(): void;
  /** The card shows the store now: let go once it has its answer. */
  release(): void;
}

const holds = new Map<string, Hold[]>();
let open = false;

/** False while the first screen's cards' data is asked for and their code loads: the Dashboard renders them after. */
export const $cardsCodeNow = atom(true);

/** The Dashboard is the page's first screen: its cards' code waits for startDashboardCards. */
export function expectDashboardCards(): void {
  $cardsCodeNow.set(false);
}

/**
 * Holds the stores every card shows (they load), then starts the cards' code and texts; resolves
 * once the code and texts are there and every held store has its answer (or failed), or the
 * Dashboard left.
 */
export function startDashboardCards(registry: ModuleRegistry): Promise<unknown> {
  open = true;
  const cards = registry.dashboardCards();
  // each card's answers to wait for, once its stores are held (their requests sent)
  const asked = cards.map((card): Promise<Promise<void>[]> => {
    holds.set(cardKey(card), []);
    if (!card.data) return Promise.resolve([]);
    return card.data().then(
      (stores) => stores.map((store) => hold(cardKey(card), store)),
      () => [], // the card's own view loads (and reports) it
    );
  });
  // The Dashboard renders the cards once their code is here: rendered before, each suspended, and
  // React reveals a suspended boundary's content no sooner than 300 ms after its fallback showed.
  const code = Promise.all(asked)
    .then(() => Promise.all(cards.map((card) => preloadWithMessages(registry, card.module, card.load))))
    .then(() => $cardsCodeNow.set(true));
  return Promise.all([code, ...asked.map((answers) => answers.then((list) => Promise.all(list)))]);
}

const answered = (state: Remote<unknown>): boolean => state.status === 'ready' || state.status === 'failed';

function hold(key: string, store: ReadableAtom<Remote<unknown>>): Promise<void> {
  const held = holds.get(key);
  // the card shows its stores already, or the Dashboard left: nothing to hold for
  if (!open || !held) return Promise.resolve();
  return new Promise<void>((resolve) => {
    let released = false;
    let stopped = false;
    const stop = () => {
      if (stopped) return;
      stopped = true;
      unlisten();
      resolve();
    };
    const unlisten = store.listen((state) => {
      if (!answered(state)) return;
      if (released) stop();
      else resolve();
    });
    const onAnswer = () => (answered(store.get()) ? stop() : (released = true));
    held.push({ stop, release: onAnswer });
    if (answered(store.get())) resolve();
  });
}

/** The card shows its stores now: the early hold on each goes once it has its answer. */
export function releaseDashboardCard(key: string): void {
  holds.get(key)?.forEach((held) => held.release());
  holds.delete(key);
}

/** The Dashboard left (or never came): every hold goes. */
export function releaseDashboardCards(): void {
  open = false;
  $cardsCodeNow.set(true);
  for (const key of [...holds.keys()]) {
    holds.get(key)?.forEach((held) => held.stop());
    holds.delete(key);
  }
}
