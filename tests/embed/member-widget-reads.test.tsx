// The four widgets of a member's page (bell, wallet summary, ticket indicator, news feed) against the
// reference server in its own process, as `npm start` runs it, with pusher-js on its websocket: the
// reads they send on load and on the club evening's cues are the ones the bench's simulated pages
// send (bench/club-evening-widgets.ts), and a pushed notification is shown without a read
// (docs/spec.md §4: a realtime notification raises the count, items merge by id).
import { within } from '@testing-library/preact';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { WIDGET_CUES, WIDGET_LOAD } from '../../bench/club-evening-widgets.ts';
import { startEmbedRuntime } from '../../embed/runtime.ts';
import { widgets } from '../../embed/widgets.ts';
import type { Fetch } from '../../src/core/api/api.ts';
import { $channelStatus } from '../../src/core/realtime/index.ts';
import { session } from '../../src/core/session/session.ts';
import { $latestPosts } from '../../src/modules/news/store/latest-posts.ts';
import { $wallet } from '../../src/modules/wallet/store.ts';
import { startLiveServer } from './live-server.ts';
import { eventually, place, resetPage, settle } from './world.ts';

const run = promisify(execFile);
const stops: (() => unknown)[] = [];
afterEach(async () => {
  const failures: unknown[] = [];
  for (const stop of stops.splice(0).reverse())
    await Promise.resolve()
      .then(stop)
      .catch((error: unknown) => failures.push(error));
  if (failures.length > 0) throw failures[0];
  await settle();
});

/** A call from outside the page (another device of the member): Node's http, not the page's fetch. */
function call(url: string, method: string, token: string, body?: unknown, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const paths = (reads: [string, string][]) => reads.map(([, at]) => at).sort();

/** `all` with each of `some` taken out once; null when one of them is not there. */
function without(all: string[], some: string[]): string[] | null {
  const left = [...all];
  for (const one of some) {
    const at = left.indexOf(one);
    if (at < 0) return null;
    left.splice(at, 1);
  }
  return left;
}

describe('the reads of a member’s widgets, as the club evening’s pages send them', () => {
  it('reads on load and on each cue what bench/club-evening-widgets.ts lists, and shows a pushed notification without a read', async () => {
    const live = await startLiveServer();
    stops.push(() => live.stop());
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'widget-reads-'));
    stops.push(() => rmSync(scratch, { recursive: true, force: true }));
    const cli = (...args: string[]) =>
      run(process.execPath, [path.resolve(import.meta.dirname, '../../server/cli.ts'), ...args], {
        env: live.env,
      }).then((r) => r.stdout.trim());
    const token = await cli('token', 'demo@club.test');
    const me = (await call(`${live.baseURL}/api/user`, 'GET', token)).body as Parameters<
      typeof session.login
    >[0]['user'];

    // every read the page's widgets send, by path under the origin
    const reads: string[] = [];
    const pageFetch: Fetch = (input, init) => {
      if ((init?.method ?? 'GET') === 'GET') reads.push(String(input).slice(live.baseURL.length));
      return globalThis.fetch(input, init);
    };
    const runtime = startEmbedRuntime({
      config: { api: `${live.baseURL}/api`, portal: live.baseURL, locale: 'en', theme: 'auto', linkTarget: '_self' },
      widgets,
      fetch: pageFetch,
      doc: document,
      version: 'live',
    });
    stops.push(() => {
      runtime.stop();
      resetPage();
    });
    await runtime.ready;
    session.login({ access_token: token, token_type: 'Bearer', expires_in: 3600, user: me });
    const bell = place('<club-notification-bell></club-notification-bell>');
    const wallet = place('<club-wallet-summary></club-wallet-summary>');
    place('<club-ticket-indicator></club-ticket-indicator>');
    const news = place('<club-news-feed></club-news-feed>');
    const inside = (widget: { shadow: () => ShadowRoot }) =>
      within(widget.shadow().querySelector<HTMLElement>('.club-widget')!);
    const unread = () =>
      Number(
        /(\d+) unread/.exec(
          inside(bell)
            .getByRole('button', { name: /^Notifications/ })
            .getAttribute('aria-label')!,
        )![1],
      );

    // loaded and live: the count shown, the wallet and the posts listed, every channel subscribed
    const before = await eventually(unread, 15_000);
    await eventually(() => expect(inside(wallet).getByRole('region', { name: 'Wallet balance' })).toBeVisible());
    await eventually(() => expect(inside(news).getAllByRole('link').length).toBeGreaterThan(0));
    await eventually(() => {
      const channels = $channelStatus.get();
      expect(Object.keys(channels)).toContain('news');
      expect(Object.values(channels).every((status) => status === 'subscribed')).toBe(true);
    }, 15_000);
    // each read following a channel once more when it is subscribed (a read still loading then
    // fetches once after it); a view whose part mounted after its channel stood has none to make
    await eventually(() => {
      expect($wallet.get().status).toBe('ready');
      expect($latestPosts.get().status).toBe('ready');
    });
    await settle();
    const catchUp = without(reads, paths(WIDGET_LOAD));
    expect(catchUp).not.toBeNull();
    // The header summary follows two channels, the member's and `terms`: when their subscriptions
    // land in different turns after its first load, each catches up (the bench counts one).
    const header = paths(WIDGET_LOAD).find((at) => at.endsWith('/user/header'))!;
    expect(without([...paths(WIDGET_CUES.subscribed!), header], catchUp!)).not.toBeNull();

    // a post to all: PostPublished on `news` and a notification on the member's channel
    reads.length = 0;
    const post = path.join(scratch, 'post.md');
    writeFileSync(post, '# The new harvest\n\nThe new harvest is in.\n');
    await cli('post:create', '--title', 'The new harvest', '--body-file', post);
    await eventually(() => expect(inside(news).getByText('The new harvest')).toBeVisible());
    await eventually(() => expect(unread()).toBe(before + 1));

    // a deposit paid: WalletUpdated and a notification
    const order = await call(
      `${live.baseURL}/api/wallet/deposits`,
      'POST',
      token,
      { amount: '25.00' },
      { 'Idempotency-Key': 'widget-reads-deposit' },
    );
    expect(order.status).toBe(201);
    const balance = inside(wallet).getByRole('region', { name: 'Wallet balance' }).textContent;
    await cli('order:paid', (order.body as { label: string }).label);
    await eventually(() =>
      expect(inside(wallet).getByRole('region', { name: 'Wallet balance' }).textContent).not.toBe(balance),
    );
    await eventually(() => expect(unread()).toBe(before + 2));

    // the bell counted both notifications from what the socket carried: no read of its list or the header
    expect(reads.sort()).toEqual(
      paths([...WIDGET_CUES.post!, ...WIDGET_CUES.notification!, ...WIDGET_CUES.wallet!, ...WIDGET_CUES.notification!]),
    );
  }, 90_000);
});
