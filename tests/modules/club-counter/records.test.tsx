// The records, the yearly report and the prevention officer's page in the staff area (docs/spec.md
// §12 "Records", "Yearly report", "Prevention"; KCanG §26, §23) against the real server: a range's
// handovers listed and saved as CSV and PDF; a year's figures by strain; a month's figures without
// names and a confidential message answered.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cliActor } from '../../../server/audit/actors.ts';
import { toTimestamp } from '../../../server/clock.ts';
import { handOver } from '../../../server/modules/growing/handover.ts';
import { setLocale } from '../../../src/core/i18n/i18n.ts';
import { clubCounterModule } from '../../../src/modules/club-counter/index.ts';
import PreventionPage from '../../../src/modules/club-counter/pages/prevention-page.tsx';
import RecordsPage from '../../../src/modules/club-counter/pages/records-page.tsx';
import ReportPage from '../../../src/modules/club-counter/pages/report-page.tsx';
import { counterWorld } from '../../server/modules/growing/counter-world.ts';
import { signedInClient } from '../../support/client-world.tsx';

let teardown: (() => void) | null = null;
afterEach(async () => {
  cleanup();
  teardown?.();
  teardown = null;
  vi.restoreAllMocks();
  await setLocale('en');
});

/** A club with two January handovers (counterWorld's day), and a staff member of `role` at `path`. */
async function staffAt(
  role: 'grow-manager' | 'prevention-officer',
  path: string,
  page: React.ReactElement,
  before: (
    member: { token: string },
    w: Awaited<ReturnType<typeof counterWorld>>['w'],
  ) => Promise<void> = async () => {},
) {
  const world = await counterWorld();
  const batch = world.batch(world.strain.id, 100);
  const ana = await world.member('1990-01-01', 100_000, { name: 'Ana Alt' });
  const ben = await world.member('2006-06-01', 100_000, { name: 'Ben Berg' });
  const light = world.batch(world.mild.id, 100, { thc: 100, cbd: 80 });
  for (const [who, batchId, grams] of [
    [ana, batch.id, 5],
    [ben, light.id, 2.5],
  ] as const)
    handOver(world.w.app.deps, cliActor(), {
      userId: who.user.id,
      batchId,
      mg: grams * 1000,
      idSeen: true,
      now: toTimestamp(world.w.clock.now()),
    });
  await before(ana, world.w);
  const staff = await world.staff(role);
  const client = await signedInClient(world.w, staff.token, clubCounterModule);
  teardown = client.teardown;
  client.renderAt(path, page);
  return { ...world, ana, ben, user: userEvent.setup() };
}

function catchDownloads() {
  const saved: { name: string; type: string }[] = [];
  const blobs = new Map<string, Blob>();
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:export-${++n}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, type: blobs.get(this.href)?.type ?? '' });
  });
  return saved;
}

async function showRange(user: ReturnType<typeof userEvent.setup>, from: string, to: string, texts = ['From', 'To']) {
  const fromField = screen.getByLabelText(texts[0]!);
  const toField = screen.getByLabelText(texts[1]!);
  await user.clear(fromField);
  await user.type(fromField, from);
  await user.clear(toField);
  await user.type(toField, to);
}

describe('the records screen (KCanG §26)', () => {
  it('lists every handover of the range with recipient, grams and THC, and saves it as CSV and PDF', async () => {
    const { user } = await staffAt('grow-manager', '/club/records', <RecordsPage />);
    const saved = catchDownloads();
    await showRange(user, '2026-01-01', '2026-01-31');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const table = await screen.findByRole('table', { name: 'Handovers' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(2)
          .map((cell) => cell.textContent),
      );
    expect(
      rows.map(([recipient, strain, grams, thc]) => [recipient, strain!.split(' · ')[0], grams, thc]).sort(),
    ).toEqual([
      ['Ana Alt', 'Lemon Haze', '5', '18.5'],
      ['Ben Berg', 'Balanced Ten', '2.5', '10'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved).toEqual([
      { name: 'handovers-2026-01-01-2026-01-31.csv', type: expect.stringMatching(/^text\/csv/) },
      { name: 'handovers-2026-01-01-2026-01-31.pdf', type: 'application/pdf' },
    ]);
  });

  it('shows a range that ends before it starts as the server’s message, in German', async () => {
    const { user } = await staffAt('grow-manager', '/club/records', <RecordsPage />);
    await setLocale('de');
    await showRange(user, '2026-01-31', '2026-01-01', ['Von', 'Bis']);
    await user.click(screen.getByRole('button', { name: 'Anzeigen' }));
    await user.click(screen.getByRole('button', { name: 'CSV herunterladen' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Ende des Zeitraums/);
  });
});

describe('the yearly report screen (KCanG §26 (3))', () => {
  it('shows the year’s grams by strain, the totals and the members by age band', async () => {
    const { user } = await staffAt('grow-manager', '/club/report', <ReportPage />);
    const year = screen.getByRole('textbox', { name: 'Year' });
    await user.clear(year);
    await user.type(year, '2026');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect((await screen.findByRole('status')).textContent).toBe('Report for 2026, due by 2027-01-31');
    const table = screen.getByRole('table', { name: 'By strain' });
    const total = within(table).getByRole('row', { name: /^Total/ });
    // handed over: 5 + 2.5 g
    expect(
      within(total)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)[3],
    ).toBe('7.5');
    const members = screen.getByRole('region', { name: 'Members on 31 December' });
    expect(within(members).getByText('25 years and older').nextSibling!.textContent).toBe('1');
    expect(within(members).getByText('18 to 20 years').nextSibling!.textContent).toBe('1');
  });
});

describe('the prevention screen (KCanG §23)', () => {
  it('shows the month’s grams by age band without a name, and answers a confidential message', async () => {
    let ticket = 0;
    const { w, ana, user } = await staffAt(
      'prevention-officer',
      '/club/prevention',
      <PreventionPage />,
      async (member, w) => {
        const sent = await w.call('POST', '/api/support/contact/prevention', {
          token: member.token,
          body: { subject: 'A word in confidence', message: 'Can we talk?' },
        });
        expect(sent.status).toBe(201);
        ticket = sent.body.id;
      },
    );
    const month = screen.getByLabelText('Month');
    await user.clear(month);
    await user.type(month, '2026-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const table = await screen.findByRole('table', { name: 'Figures of the month, without names' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['18 to 20 years2.51', '21 to 24 years00', '25 years and older51']);
    expect(table.textContent).not.toMatch(/Ana|Ben|Alt|Berg/);
    const messages = screen.getByRole('region', { name: /^Confidential messages/ });
    await user.click(await within(messages).findByRole('button', { name: 'A word in confidence' }));
    await user.type(await screen.findByRole('textbox', { name: 'Your answer' }), 'Thursday at 6?');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    await screen.findByText('Thursday at 6?', { exact: false });
    const thread = await w.call('GET', `/api/support/tickets/${ticket}`, { token: ana.token });
    expect(thread.body.messages.map((m: { author: string }) => m.author)).toEqual(['member', 'staff']);
  });
});
