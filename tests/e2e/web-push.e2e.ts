// The service worker's push handler in Chromium (docs/spec.md §4 "Web push"): a push delivered
// through the DevTools protocol (ServiceWorker.deliverPushMessage) with the payload the server sends
// (server/push/deliver-push.ts) shows as a notification with the topic's line only, in the member's
// language; tapping it leads to the notifications. The encryption on the way is shown on loopback
// (tests/server/push/deliver-push.test.ts).
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pushMessage } from '../../server/push/deliver-push.ts';
import { embedWorld, signedInContext, until } from './embed-helpers.ts';

const world = embedWorld();

interface Shown {
  title: string;
  body: string;
  data: unknown;
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n): Shown => ({
      title: n.title,
      body: n.body,
      data: n.data,
    })),
  );

/**
 * A push service for the portal's worker, through DevTools: ServiceWorker.deliverPushMessage answers
 * before the push reaches the worker and reports nothing, so each push is followed in the browser's
 * own log (DevTools' Background Services) and sent again, as a push service would, while no push
 * event is logged for it (two CI runs each showed no notification for one push in 60, with no way
 * to tell which side lost it). What the worker did with the push is the test's: its status is returned.
 */
async function pushService(context: BrowserContext, page: Page) {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  const cdp = await context.newCDPSession(page);
  const registrationIds = new Set<string>();
  const activated = new Set<string>();
  const registration = new Promise<string>((resolve) => {
    const settle = () => {
      const id = [...registrationIds].find((candidate) => activated.has(candidate));
      if (id) resolve(id);
    };
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      for (const r of registrations) if (r.scopeURL === scope && !r.isDeleted) registrationIds.add(r.registrationId);
      settle();
    });
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const v of versions) if (v.status === 'activated') activated.add(v.registrationId);
      settle();
    });
  });
  const completed: string[] = [];
  cdp.on('BackgroundService.backgroundServiceEventReceived', ({ backgroundServiceEvent: event }) => {
    if (event.eventName !== 'Push event completed') return;
    completed.push(event.eventMetadata.find((entry) => entry.key === 'Status')?.value ?? 'no status');
  });
  await cdp.send('BackgroundService.startObserving', { service: 'pushMessaging' });
  await cdp.send('BackgroundService.setRecording', { shouldRecord: true, service: 'pushMessaging' });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registration;
  return {
    /** Delivers `data` (again, up to three times, while no push event is logged); the event's status. */
    async deliver(data: string): Promise<string> {
      const before = completed.length;
      for (let attempt = 1; attempt <= 3; attempt++) {
        await cdp.send('ServiceWorker.deliverPushMessage', { origin: world.server.baseURL, registrationId, data });
        const logged = await until(
          async () => completed.length,
          (count) => count > before,
          5_000,
        );
        if (logged > before) return completed[before]!;
      }
      return 'no push event for 3 deliveries';
    },
  };
}

describe('a push in the browser', () => {
  it.each([
    ['en', 'wallet', 'Your wallet changed.', 'Sign in to the portal to see it.'],
    ['de', 'chat', 'Neue Nachricht vom Club.', 'Melde dich im Portal an, um es zu sehen.'],
  ] as const)('shows the topic’s line only (%s)', async (language, topic, title, body) => {
    const context = await signedInContext(world);
    try {
      await context.grantPermissions(['notifications'], { origin: world.server.baseURL });
      const page = await context.newPage();
      await page.goto('/dashboard');
      const push = await pushService(context, page);
      expect(await push.deliver(JSON.stringify(pushMessage(topic, language)))).toBe('Success');
      const shown = await until(
        () => shownNotifications(page),
        (list) => list.length > 0,
      );
      expect(shown).toEqual([{ title, body, data: { url: '/notifications' } }]);
    } finally {
      await context.close();
    }
  });

  it('shows nothing for a payload that is not the server’s message', async () => {
    const context = await signedInContext(world);
    try {
      await context.grantPermissions(['notifications'], { origin: world.server.baseURL });
      const page = await context.newPage();
      await page.goto('/dashboard');
      const push = await pushService(context, page);
      expect(await push.deliver('not json')).toBe('Success');
      expect(await push.deliver(JSON.stringify(pushMessage('news', 'en')))).toBe('Success');
      const shown = await until(
        () => shownNotifications(page),
        (list) => list.length > 0,
      );
      expect(shown.map((n) => n.title)).toEqual(['There is news from the club.']);
    } finally {
      await context.close();
    }
  });
});
