// The door without a connection (docs/spec.md §10 "check-in scanner"), against the real server: the
// phone loaded the club's public key while online; offline it checks a ticket's signature itself,
// admits it once, refuses a forged one and the same ticket again, and sends the admission to the
// server when the connection is back; in English and German.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../../src/core/i18n/i18n.ts';
import { sql } from '../../../server/db/open.ts';
import { clubEditorModule } from '../../../src/modules/club-editor/index.ts';
import DoorPage from '../../../src/modules/club-editor/pages/door-page.tsx';
import { createWalletWorld } from '../../server/modules/wallet/wallet-helpers.ts';
import { signedInClient } from '../../support/client-world.tsx';
import { createStaff } from '../../support/staff.ts';

async function doorWorld() {
  const server = await createWalletWorld();
  const counter = await createStaff(server, { email: 'carla@club.test' }, 'counter');
  const [ticket] = (await server.call('GET', '/api/tickets', { token: server.demoToken })).body.data as {
    label: string;
    qr_payload: string;
    holder_name: string;
    appointment: { id: number };
  }[];
  const client = await signedInClient(server, server.tokenFor(counter), clubEditorModule);
  const status = () =>
    (sql(server.db, 'SELECT status FROM appointment_tickets WHERE label = ?').get(ticket!.label) as { status: string })
      .status;
  return { server, ticket: ticket!, status, ...client };
}

let world: Awaited<ReturnType<typeof doorWorld>> | null = null;
afterEach(async () => {
  cleanup();
  world?.teardown();
  world = null;
  vi.useRealTimers();
  await setLocale('en');
});

const TEXTS = {
  en: {
    code: 'Ticket code',
    check: 'Check the ticket',
    offline:
      'Checked on this phone without a connection (signature, event and dates); the admission is sent when the connection is back.',
    forged: 'Refused: the signature does not match: the ticket is forged or altered.',
    again: 'Refused: this door already admitted the ticket.',
    pending: '1 admission waits for the connection.',
  },
  de: {
    code: 'Ticket-Code',
    check: 'Ticket prüfen',
    offline:
      'Ohne Verbindung auf diesem Handy geprüft (Signatur, Veranstaltung und Gültigkeit); der Einlass wird gesendet, sobald die Verbindung zurück ist.',
    forged: 'Abgewiesen: Die Signatur stimmt nicht: Das Ticket ist gefälscht oder verändert.',
    again: 'Abgewiesen: dieser Einlass hat das Ticket schon eingelassen.',
    pending: '1 Einlass wartet auf die Verbindung.',
  },
} as const;

describe.each(['en', 'de'] as const)('the door offline (%s)', (language) => {
  const t = TEXTS[language];

  it('checks the signature on the phone, admits once, refuses a forgery, and sends the admission later.', async () => {
    world = await doorWorld();
    await setLocale(language);
    const { ticket } = world;
    // the phone's clock inside the ticket's dates (the ticket is valid from its issue to the event's end)
    const claims = JSON.parse(Buffer.from(ticket.qr_payload.split('.')[1]!, 'base64url').toString()) as { u: string };
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.parse(claims.u) - 60_000));
    const user = userEvent.setup();
    world.renderAt(
      `/club/events/${ticket.appointment.id}/door`,
      (params) => <DoorPage params={params as { id: string }} />,
      '/club/events/:id/door',
    );
    await screen.findByRole('textbox', { name: t.code });
    // the key arrives while online
    await waitFor(() => expect(world!.requests).toContain('GET /api/tickets/public-key'));
    world.setOffline(true);

    const check = async (payload: string) => {
      await user.click(screen.getByRole('textbox', { name: t.code }));
      await user.paste(payload);
      await user.click(screen.getByRole('button', { name: t.check }));
    };
    const [head, body, signature] = ticket.qr_payload.split('.');
    const forgedBody = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), name: 'Someone Else' }),
    ).toString('base64url');
    await check(`${head}.${forgedBody}.${signature}`);
    expect((await screen.findByRole('alert')).textContent).toBe(`${t.forged}${t.offline}`);

    await check(ticket.qr_payload);
    const admitted = await screen.findByRole('status');
    expect(admitted.textContent).toContain(ticket.holder_name);
    expect(admitted.textContent).toContain(t.offline);
    expect(screen.getByText(t.pending).textContent).toBe(t.pending);
    expect(world.status()).toBe('registered');

    await check(ticket.qr_payload);
    expect((await screen.findByRole('alert')).textContent).toBe(`${t.again}${t.offline}`);

    // back online: the admission reaches the server
    world.setOffline(false);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(world!.status()).toBe('used'));
    await waitFor(() => expect(screen.queryByText(t.pending)).toBeNull());
  });
});
