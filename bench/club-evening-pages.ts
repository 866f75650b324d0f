// The pages open on the club evening (bench/club-evening.ts), each loading its reads through the
// client's own fetcher (src/core/resource/resource.ts): a read loads when the page shows it, and a
// realtime cue fetches it again as the fetcher decides (cues arriving while it loads cost one more
// request after that load). Every cue a read follows and every read a cue caused are counted: the
// fetcher before merging sent one read per cue.
import { createFetcher } from '../src/core/resource/resource.ts';
import type { Traffic } from './club-evening-traffic.ts';

/** A route class and the path a page reads it at, e.g. ['GET /api/wallet', '/api/wallet']. */
export type Read = [route: string, path: string];

export class CueReads {
  /** Per route class: cues that asked for a read of it, and the reads they caused. */
  readonly byRoute = new Map<string, { cues: number; reads: number }>();

  count(route: string, field: 'cues' | 'reads'): void {
    const counts = this.byRoute.get(route) ?? { cues: 0, reads: 0 };
    counts[field]++;
    this.byRoute.set(route, counts);
  }
}

export interface Page {
  /** Every read the page shows has its first answer. */
  loaded: Promise<void>;
  /** A realtime cue of `kind` arrived on the page's socket. */
  cue(kind: string): void;
  /** The page wrote: the read fetches again (the counter's batches after a handover), counted as a cue. */
  invalidate(route: string): void;
  close(): void;
}

/**
 * A page of `token`'s member showing `reads`, each fetched again on the cues `cues` names for it
 * (e.g. { wallet: [WALLET] }: WalletUpdated fetches GET wallet again).
 */
export function openPage(
  traffic: Traffic,
  token: string,
  reads: Read[],
  cues: Record<string, Read[]>,
  counts: CueReads,
): Page {
  const followers = new Map<string, (() => void)[]>();
  const fetchers = new Map<string, ReturnType<typeof createFetcher<unknown>>>();
  const stops: (() => void)[] = [];
  let ready = false;
  const loads = reads.map(([route, path]) => {
    const fetcher = createFetcher<unknown>({
      fetch: () => {
        if (ready) counts.count(route, 'reads');
        return traffic.call(route, path, token);
      },
      cues: Object.entries(cues)
        .filter(([, wanted]) => wanted.some(([wantedRoute]) => wantedRoute === route))
        .map(([kind]) => (refetch: () => void) => {
          const follow = () => (counts.count(route, 'cues'), refetch());
          followers.set(kind, [...(followers.get(kind) ?? []), follow]);
          return () =>
            followers.set(
              kind,
              (followers.get(kind) ?? []).filter((f) => f !== follow),
            );
        }),
    });
    fetchers.set(route, fetcher);
    const $read = fetcher.at();
    return new Promise<void>((resolve) => {
      stops.push(
        $read.subscribe((state) => {
          if (state.status === 'ready' || state.status === 'failed') resolve();
        }),
      );
    });
  });
  return {
    loaded: Promise.all(loads).then(() => void (ready = true)),
    cue: (kind) => followers.get(kind)?.forEach((follow) => follow()),
    invalidate(route) {
      counts.count(route, 'cues');
      fetchers.get(route)?.invalidate();
    },
    close: () => stops.splice(0).forEach((stop) => stop()),
  };
}
