// docs/spec.md §10 "check-in scanner", a browser journey through the staff area only, in English and
// German: at the door, the counter's phone camera (Chromium's fake camera playing a video of the
// member's ticket QR, drawn here from the ticket's signed payload) admits the ticket once, shows the
// live count, and, the ticket held up again, refuses it as already admitted.
import { chromium, type Browser } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { club, DEMO, type ServerTarget } from './embed-helpers.ts';
import { CHROMIUM_ARGS } from './support/browser.ts';
import { qrVideo } from './support/qr-video.ts';
import { SLOW } from './support/portal.ts';
import { contextWithSession, sessionDocument } from './support/signed-in.ts';

const TEXTS = {
  en: {
    start: 'Start the camera',
    admitted: /^Admitted: .+, ticket TCK-/,
    count: 'Admitted: 1 of 1',
    refused: /^Refused: the ticket was already admitted at /,
  },
  de: {
    start: 'Kamera einschalten',
    admitted: /^Eingelassen: .+, Ticket TCK-/,
    count: 'Eingelassen: 1 von 1',
    refused: /^Abgewiesen: Mit diesem Ticket wurde schon um .+ eingelassen\.$/,
  },
} as const;

const server: ServerTarget = { baseURL: inject('baseURL'), port: inject('port'), databasePath: inject('databasePath') };

/**
 * A free event of its own with one ticket of the demo member: its id, the ticket's QR payload and a
 * token of the counter.
 */
async function eventWithTicket(title: string): Promise<{ id: number; payload: string; counter: string }> {
  const api = async (token: string, method: string, url: string, body?: object) => {
    const response = await fetch(`${server.baseURL}/api/${url}`, {
      method,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: body ? JSON.stringify(body) : undefined,
    });
    return response.json();
  };
  const [editor, member, counter] = await Promise.all(
    ['editor@club.test', DEMO, 'counter@club.test'].map((email) => club(server, 'token', email)),
  );
  const start = new Date(Date.now() + 3_600_000);
  const event = await api(editor, 'POST', 'club/events', {
    kind: 'event',
    title,
    location: 'Club garden',
    starts_at: start.toISOString(),
    ends_at: new Date(start.getTime() + 4 * 3_600_000).toISOString(),
    capacity: 10,
    price_cents: 0,
  });
  await api(member, 'POST', `appointments/${event.id}/tickets`);
  const tickets = (await api(member, 'GET', 'tickets')).data as {
    appointment: { id: number };
    qr_payload: string;
  }[];
  return { id: event.id, payload: tickets.find((t) => t.appointment.id === event.id)!.qr_payload, counter };
}

describe.each(['en', 'de'] as const)('the door check-in scanner (%s)', (language) => {
  const t = TEXTS[language];
  let browser: Browser;
  afterAll(() => browser?.close());

  it('admits the ticket from the camera once, counts it, and refuses it when it is shown again.', async () => {
    const { id, payload, counter } = await eventWithTicket(`Door night ${language}`);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${qrVideo(payload, 320, 240, 16)}`,
      ],
    });
    const email = 'counter@club.test';
    const context = await contextWithSession(
      browser,
      server.baseURL,
      await sessionDocument(server.baseURL, counter, email, language),
    );
    await context.grantPermissions(['camera'], { origin: server.baseURL });
    const page = await context.newPage();
    await page.goto(`/club/events/${id}/door`);
    await page.getByRole('button', { name: t.start }).click();

    const status = page.getByRole('status');
    await status.filter({ hasText: t.admitted }).waitFor({ timeout: SLOW });
    expect(await page.locator('.club-door__count').textContent()).toBe(t.count);
    // the ticket stays in front of the camera: read again after the pause, the door refuses it
    const refusal = page.getByRole('alert').filter({ hasText: t.refused });
    await refusal.waitFor({ timeout: SLOW });
    expect(await page.locator('.club-door__count').textContent()).toBe(t.count);
    await context.close();
  });
});
