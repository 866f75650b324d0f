// The Dashboard as a page's first screen (docs/architecture.md decision 16): its cards' code, texts
// and data start with the portal (main.tsx), beside the members' layout and the page, instead of one
// after another after the first commit. The data goes through the stores the cards show
// (DashboardCard.data): each is held as a view holds it (loading it, its realtime cues followed from
// then on) until its card shows it, so nothing is asked twice and no cue falls between the two.
import type { ReadableAtom } from 'nanostores';
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

/**
 * Starts every card's code and texts and holds the stores it shows (they load); resolves once the
 * code and texts are there and every held store has its answer (or failed), or the Dashboard left.
 */
export function startDashboardCards(registry: ModuleRegistry): Promise<unknown> {
  open = true;
  return Promise.all(
    registry.dashboardCards().flatMap((card) => {
      holds.set(cardKey(card), []);
      const data = card.data
        ? card
            .data()
            .then((stores) => Promise.all(stores.map((store) => hold(cardKey(card), store))))
            .catch(() => {}) // the card's own view loads (and reports) it
        : null;
      return [preloadWithMessages(registry, card.module, card.load), data];
    }),
  );
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
  for (const key of [...holds.keys()]) {
    holds.get(key)?.forEach((held) => held.stop());
    holds.delete(key);
  }
}
