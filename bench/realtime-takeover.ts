// The takeover of the browser's one realtime connection (docs/architecture.md decision 4: within
// 2 seconds): two portal tabs of one browser context, one owns the websocket; the owner closes, and
// the time is taken until the other tab's new websocket is subscribed to the member's channel again
// (the frame as Playwright reports it), as tests/e2e/notifications.e2e.ts watches it.
import type { Browser, Page } from 'playwright-core';
import { clock } from './realtime-club-notify.ts';
import { contextWithSession } from '../tests/e2e/support/signed-in.ts';
import { waitForLive } from './realtime-portal-pages.ts';

const TIMEOUT_MS = 10_000;

/** Realtime websockets the page has open now, and a promise of its next subscription to `channel`. */
function watchSockets(page: Page, channel: string) {
  const open = new Set<unknown>();
  let onSubscribed: (at: number) => void = () => {};
  const subscribed = new Promise<number>((resolve) => (onSubscribed = resolve));
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/app/')) return;
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('framereceived', ({ payload }) => {
      const text = String(payload);
      if (text.includes('pusher_internal:subscription_succeeded') && text.includes(`"${channel}"`))
        onSubscribed(clock());
    });
  });
  return { open, subscribed };
}

export interface Takeovers {
  times: number[];
  /** Runs in which no other tab was subscribed again within the timeout. */
  failed: number;
}

export async function takeoverTimes(
  browser: Browser,
  baseURL: string,
  sessionDoc: string,
  userId: number,
  runs: number,
): Promise<Takeovers> {
  const result: Takeovers = { times: [], failed: 0 };
  const channel = `private-App.Models.User.${userId}`;
  for (let run = 0; run < runs; run++) {
    const context = await contextWithSession(browser, baseURL, sessionDoc);
    try {
      const tabs: { page: Page; sockets: ReturnType<typeof watchSockets> }[] = [];
      for (let i = 0; i < 2; i++) {
        const page = await context.newPage();
        const sockets = watchSockets(page, channel);
        await page.goto('/routes');
        await waitForLive(page);
        tabs.push({ page, sockets });
      }
      const owner = tabs.find((tab) => tab.sockets.open.size > 0);
      const other = tabs.find((tab) => tab !== owner);
      if (!owner || !other || other.sockets.open.size > 0)
        throw new Error('expected exactly one tab to own the realtime connection');
      const closedAt = clock();
      await owner.page.close();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), TIMEOUT_MS)));
      const at = await Promise.race([other.sockets.subscribed, timeout]);
      clearTimeout(timer);
      if (at === null) result.failed++;
      else result.times.push(at - closedAt);
    } finally {
      await context.close();
    }
  }
  return result;
}
