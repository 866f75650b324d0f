// The club's staff commands (server/cli/club-commands.ts), run in-process against a
// fresh world with a recording broadcaster, as server/cli.ts runs them against the real one.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  POST_PUBLISHED_EVENT,
  TERMS_PUBLISHED_EVENT,
  TICKET_UPDATED_EVENT,
} from '../../../src/shared/contract/realtime-events.ts';
import { runCommand } from '../../../server/cli/commands.ts';
import { toTimestamp } from '../../../server/clock.ts';
import { createTicket } from '../../../server/modules/support/repository-tickets.ts';
import { createWorld } from '../helpers.ts';
import { createWalletWorld } from '../modules/wallet/wallet-helpers.ts';

type World = ReturnType<typeof createWorld>;

async function run(w: Pick<World, 'app'>, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCommand(w.app.deps, argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const dir = mkdtempSync(path.join(tmpdir(), 'club-cli-'));
function file(name: string, text: string): string {
  const at = path.join(dir, name);
  writeFileSync(at, text);
  return at;
}

describe('every staff command', () => {
  it('explains itself with --help and exit code 0.', async () => {
    const w = createWorld();
    for (const command of [
      'post:create',
      'ticket:reply',
      'terms:publish',
      'event:create',
      'appointment:create',
      'ticket:check',
    ]) {
      const { code, out } = await run(w, command, '--help');
      expect([command, code]).toEqual([command, 0]);
      expect(out).toContain(`npm run club -- ${command}`);
    }
  });

  it('is listed in the CLI help.', async () => {
    const { out } = await run(createWorld(), 'help');
    for (const command of [
      'post:create',
      'ticket:reply',
      'terms:publish',
      'event:create',
      'appointment:create',
      'ticket:check',
    ])
      expect(out).toContain(command);
  });
});

describe('club post:create', () => {
  it('stores the body through the allow-list, gives it a vanity URL and tells members live.', async () => {
    const w = createWorld();
    const member = await w.createUser();
    const body = file(
      'post.html',
      '<p onclick="alert(1)">Hello <script>alert(2)</script><a href="javascript:alert(3)">x</a></p>',
    );
    const { code, out } = await run(w, 'post:create', '--title', 'Summer Fest: Größer!', '--body-file', body);
    expect(code).toBe(0);
    const post = w.db.prepare('SELECT * FROM posts').get() as {
      id: number;
      vanity_url: string;
      body_html: string;
      excerpt: string;
    };
    expect(post.vanity_url).toBe('summer-fest-grosser');
    expect(post.body_html).toBe('<p>Hello <span>x</span></p>'); // a refused link stays as plain text
    expect(post.excerpt).toBe('Hello x');
    expect(out).toContain(`/post/${post.id}/summer-fest-grosser`);
    expect(w.broadcasts).toContainEqual({
      channels: ['news'],
      event: POST_PUBLISHED_EVENT,
      payload: { id: post.id },
      options: undefined,
    });
    const list = await w.call('GET', '/api/posts', { token: w.tokenFor(member) });
    expect(list.body.data[0]).toMatchObject({ id: post.id, title: 'Summer Fest: Größer!' });
  });

  it('publishes for members only, and with --public for the club website’s visitors too.', async () => {
    const w = createWorld();
    const body = file('open.md', 'Everyone is welcome.');
    expect((await run(w, 'post:create', '--title', 'Board minutes', '--body-file', body)).code).toBe(0);
    expect((await run(w, 'post:create', '--title', 'Open day', '--body-file', body, '--public')).code).toBe(0);
    const visitors = (await w.call('GET', '/api/posts')).body.data as { title: string }[];
    expect(visitors.map((post) => post.title)).toEqual(['Open day']);
  });

  it('reports what the allow-list removed, text included, and keeps what followed a form left open.', async () => {
    const w = createWorld();
    const body = file('form.html', '<p>Intro</p><form action="//evil"><p>Sign up below</p><button>Send</button>');
    const { code, out } = await run(w, 'post:create', '--title', 'Open form', '--body-file', body);
    expect(code).toBe(0);
    expect((w.db.prepare('SELECT body_html FROM posts').get() as { body_html: string }).body_html).toBe(
      '<p>Intro</p><p>Sign up below</p>',
    );
    expect(out).toContain('Removed from the body: <form> ×1, <button> ×1.');
    expect(out).toContain('Text removed with them: "Send".');
  });

  it('renders a Markdown body and notifies each member in their language.', async () => {
    const w = createWorld();
    const german = await w.createUser({ language: 'de' });
    const { code } = await run(
      w,
      'post:create',
      '--title',
      'Neues',
      '--body-file',
      file('post.md', '# Hallo\n\n**fett** <b>raw</b>'),
    );
    expect(code).toBe(0);
    const post = w.db.prepare('SELECT body_html FROM posts').get() as { body_html: string };
    expect(post.body_html).toBe('<h2>Hallo</h2>\n<p><strong>fett</strong> &lt;b&gt;raw&lt;/b&gt;</p>');
    const notification = w.broadcasts.find((b) => b.channels[0] === `private-App.Models.User.${german.id}`);
    expect(notification?.payload.title).toBe('Neuer Beitrag: Neues');
  });

  it('shows a post with --language only to members reading in that language.', async () => {
    const w = createWorld();
    const english = await w.createUser({ language: 'en' });
    const german = await w.createUser({ language: 'de' });
    await run(
      w,
      'post:create',
      '--title',
      'Nur auf Deutsch',
      '--body-file',
      file('de.html', '<p>Hallo</p>'),
      '--language',
      'de',
    );
    expect((await w.call('GET', '/api/posts', { token: w.tokenFor(german) })).body.total).toBe(1);
    expect((await w.call('GET', '/api/posts', { token: w.tokenFor(english) })).body.total).toBe(0);
  });

  it('schedules a post with --publish-at in the future without telling anyone yet.', async () => {
    const w = createWorld();
    const member = await w.createUser();
    const { code, out } = await run(
      w,
      'post:create',
      '--title',
      'Later',
      '--body-file',
      file('later.html', '<p>Soon</p>'),
      '--publish-at',
      '2026-02-01T10:00:00Z',
    );
    expect(code).toBe(0);
    expect(out).toContain('scheduled');
    expect(w.broadcasts).toEqual([]);
    expect((await w.call('GET', '/api/posts', { token: w.tokenFor(member) })).body.total).toBe(0);
  });

  it('refuses a missing title, a bad language and an unknown image type with field errors (exit 2).', async () => {
    const w = createWorld();
    const { code, err } = await run(w, 'post:create', '--body-file', file('x.html', '<p>x</p>'), '--language', 'fr');
    expect(code).toBe(2);
    expect(err).toContain('title: The title field is required.');
    expect(err).toContain('language: The selected language is invalid.');
    const image = await run(
      w,
      'post:create',
      '--title',
      'T',
      '--body-file',
      file('y.html', '<p>y</p>'),
      '--image',
      file('evil.svg', '<svg/>'),
    );
    expect(image).toMatchObject({ code: 2, err: 'image: The image must be a PNG, JPEG, GIF or WebP file.' });
    expect(w.db.prepare('SELECT COUNT(*) AS n FROM posts').get()).toEqual({ n: 0 });
  });

  it('stores an --image file as the post picture.', async () => {
    const w = createWorld();
    await run(
      w,
      'post:create',
      '--title',
      'Pic',
      '--body-file',
      file('p.html', '<p>p</p>'),
      '--image',
      file('pic.png', 'PNGDATA'),
    );
    expect(w.db.prepare('SELECT image_url FROM posts').get()).toEqual({
      image_url: `data:image/png;base64,${Buffer.from('PNGDATA').toString('base64')}`,
    });
  });
});

describe('club ticket:reply', () => {
  it('stores the answer, marks the ticket unread for the member, notifies them in their language and sends TicketUpdated.', async () => {
    const w = createWorld();
    const member = await w.createUser({ language: 'de' });
    const id = createTicket(w.db, {
      userId: member.id,
      categoryId: null,
      subject: 'Karte verloren',
      message: 'Hilfe',
      now: toTimestamp(w.clock.now()),
    });
    w.clock.advance(60_000);
    const { code } = await run(w, 'ticket:reply', String(id), '--text', 'Wir schicken eine neue.');
    expect(code).toBe(0);
    const token = w.tokenFor(member);
    const header = (await w.call('GET', '/api/user/header', { token })).body;
    expect(header.notifications.tickets).toEqual({ unread_count: 1, unread_ticket_id: id });
    const channel = `private-App.Models.User.${member.id}`;
    expect(w.broadcasts).toContainEqual({
      channels: [channel],
      event: TICKET_UPDATED_EVENT,
      payload: { ticket_id: id },
      options: undefined,
    });
    expect(
      w.broadcasts.find((b) => b.channels[0] === channel && b.event !== TICKET_UPDATED_EVENT)?.payload,
    ).toMatchObject({ title: 'Dein Ticket wurde beantwortet', description: 'Karte verloren' });
    const thread = (await w.call('GET', `/api/support/tickets/${id}`, { token })).body;
    expect(thread.messages.at(-1)).toMatchObject({ author: 'staff', body: 'Wir schicken eine neue.' });
  });

  it('refuses an unknown ticket (exit 1) and a missing text (exit 2).', async () => {
    const w = createWorld();
    expect(await run(w, 'ticket:reply', '999', '--text', 'x')).toMatchObject({
      code: 1,
      err: 'No support ticket 999.',
    });
    expect(await run(w, 'ticket:reply', '1')).toMatchObject({ code: 2, err: 'text: The text field is required.' });
  });
});

describe('club terms:publish', () => {
  it('publishes a new version that every member must accept, and tells members online.', async () => {
    const w = createWorld();
    const member = await w.createUser();
    const token = w.tokenFor(member);
    expect((await w.call('GET', '/api/user/header', { token })).body.term_updates).toEqual([]);
    expect((await run(w, 'terms:publish', '--name', 'Club Rules', '--url', 'https://club.example/rules-v2')).code).toBe(
      0,
    );
    expect((await w.call('GET', '/api/user/header', { token })).body.term_updates).toEqual([
      { name: 'Club Rules', url: 'https://club.example/rules-v2' },
    ]);
    expect(w.broadcasts).toContainEqual({
      channels: ['terms'],
      event: TERMS_PUBLISHED_EVENT,
      payload: {},
      options: undefined,
    });
    await run(w, 'terms:publish', '--name', 'Club Rules', '--url', 'https://club.example/rules-v3');
    expect(w.db.prepare("SELECT MAX(version) AS v FROM terms_documents WHERE name = 'Club Rules'").get()).toEqual({
      v: 2,
    });
  });

  it('refuses a URL that is not http(s) with a field error.', async () => {
    const w = createWorld();
    expect(await run(w, 'terms:publish', '--name', 'X', '--url', 'javascript:alert(1)')).toMatchObject({
      code: 2,
      err: 'url: The URL field must be a valid URL.',
    });
  });
});

describe('club event:create and appointment:create', () => {
  it('adds an event with capacity and price in cents that members can book.', async () => {
    const w = await createWalletWorld();
    const { code, out } = await run(
      w,
      'event:create',
      '--title',
      'Boat trip',
      '--starts-at',
      '2026-03-01T10:00:00Z',
      '--hours',
      '4',
      '--location',
      'Harbour',
      '--capacity',
      '12',
      '--price',
      '12.50',
    );
    expect(code).toBe(0);
    expect(out).toMatch(/^APT-2026-\d{6}/);
    const events = (await w.call('GET', '/api/events', { token: w.demoToken })).body.data as {
      title: string;
      capacity: number;
      price_cents: number;
      ends_at: string;
    }[];
    expect(events.find((e) => e.title === 'Boat trip')).toMatchObject({
      capacity: 12,
      price_cents: 1250,
      ends_at: '2026-03-01T14:00:00.000000Z',
    });
  });

  it('adds a members’ appointment.', async () => {
    const w = await createWalletWorld();
    await run(
      w,
      'appointment:create',
      '--title',
      'Board hour',
      '--starts-at',
      '2026-03-01T10:00:00Z',
      '--ends-at',
      '2026-03-01T11:00:00Z',
      '--location',
      'Office',
    );
    const items = (await w.call('GET', '/api/appointments', { token: w.demoToken })).body.data as {
      title: string;
      capacity: null;
      price_cents: number;
    }[];
    expect(items.find((e) => e.title === 'Board hour')).toMatchObject({ capacity: null, price_cents: 0 });
  });

  it('refuses missing fields, a bad price and an end before the start with field errors.', async () => {
    const w = createWorld();
    const missing = await run(w, 'event:create', '--price', 'ten');
    expect(missing.code).toBe(2);
    expect(missing.err.split('\n')).toEqual(
      expect.arrayContaining([
        'title: The title field is required.',
        'starts-at: The starts-at field is required.',
        'location: The location field is required.',
        'price: The price field format is invalid.',
      ]),
    );
    const backwards = await run(
      w,
      'event:create',
      '--title',
      'T',
      '--location',
      'L',
      '--starts-at',
      '2026-03-01T10:00:00Z',
      '--ends-at',
      '2026-03-01T09:00:00Z',
    );
    expect(backwards).toMatchObject({ code: 2, err: 'ends-at: The ends at field must be a date after starts at.' });
  });
});

describe('club event:create with a start in the past', () => {
  it('refuses it and says how to mean it; with --past it is created.', async () => {
    const w = createWorld(); // now: 2026-01-01T10:00Z
    const args = [
      'event:create',
      '--title',
      'Summer party',
      '--location',
      'Garden',
      '--starts-at',
      '2025-12-31T18:00:00Z',
      '--hours',
      '3',
    ];
    const refused = await run(w, ...args);
    expect(refused).toMatchObject({
      code: 2,
      err: 'starts-at: The start 2025-12-31T18:00:00Z is in the past (now is 2026-01-01T10:00:00.000Z): add --past if that is meant.',
    });
    expect((await run(w, ...args, '--past')).code).toBe(0);
  });
});

describe('club strain:add', () => {
  it('refuses a name the menu has already, whatever its case, and names the strain to restock.', async () => {
    const w = createWorld();
    const add = (name: string) =>
      run(w, 'strain:add', '--name', name, '--thc', '18.5', '--price', '9.50', '--stock', '500');
    expect((await add('Lemon Haze')).code).toBe(0);
    expect(await add('lemon haze')).toMatchObject({
      code: 1,
      err: 'A strain named "Lemon Haze" exists already (id 1): add stock as a batch in the staff area (Club → Batches).',
    });
  });
});

describe('club ticket:check', () => {
  /** The demo member's upcoming ticket payload and the public key file a door scanner holds. */
  async function scanned() {
    const w = await createWalletWorld();
    const [ticket] = (await w.call('GET', '/api/tickets', { token: w.demoToken })).body.data;
    const key = file(
      `key-${Math.random().toString(36).slice(2)}.pem`,
      (await w.call('GET', '/api/tickets/public-key')).body.public_key,
    );
    return { w, ticket, key };
  }

  it('verifies a ticket offline with only the public key and prints whom and what it admits.', async () => {
    const { w, ticket, key } = await scanned();
    const { code, out } = await run(w, 'ticket:check', ticket.qr_payload, '--public-key', key);
    expect(code).toBe(0);
    expect(out).toBe(
      `VALID: admits Mia Member (member ${w.demo.id}) to "Club get-together" (event ${ticket.appointment.id}), ticket ${ticket.label}, admission no. 1, valid ${ticket.valid_from} to ${ticket.valid_until}.`,
    );
  });

  it('admits once with --admit and refuses the second admission.', async () => {
    const { w, ticket, key } = await scanned();
    const first = await run(w, 'ticket:check', ticket.qr_payload, '--admit', '--public-key', key);
    expect(first.code).toBe(0);
    expect(first.out).toMatch(/^ADMITTED: Mia Member/);
    const second = await run(w, 'ticket:check', ticket.qr_payload, '--admit', '--public-key', key);
    expect(second.code).toBe(1);
    expect(second.out).toMatch(
      /^ADMITTED AT \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Europe\/Berlin\): not again \(Mia Member/,
    );
  });

  it('says ADMITTED AT, not VALID, for a ticket already used, also without --admit.', async () => {
    const { w, ticket, key } = await scanned();
    w.clock.set('2026-01-01T18:00:00Z'); // 19:00 in Berlin
    await run(w, 'ticket:check', ticket.qr_payload, '--admit', '--public-key', key);
    const { code, out } = await run(w, 'ticket:check', ticket.qr_payload, '--public-key', key);
    expect(code).toBe(1);
    expect(out).toMatch(/^ADMITTED AT 1 Jan 2026, 19:00 \(Europe\/Berlin\): not again \(Mia Member/);
  });

  it('refuses a payload with one byte changed.', async () => {
    const { w, ticket, key } = await scanned();
    const payload: string = ticket.qr_payload;
    const at = payload.indexOf('.') + 5;
    const changed = payload.slice(0, at) + (payload[at] === 'x' ? 'y' : 'x') + payload.slice(at + 1);
    expect(await run(w, 'ticket:check', changed, '--admit', '--public-key', key)).toMatchObject({
      code: 1,
      out: expect.stringMatching(/^REFUSED: /),
    });
  });

  it('refuses an expired ticket.', async () => {
    const { w, ticket, key } = await scanned();
    w.clock.advance(Date.parse(ticket.valid_until) - w.clock.now().getTime() + 1000);
    expect(await run(w, 'ticket:check', ticket.qr_payload, '--public-key', key)).toMatchObject({
      code: 1,
      out: expect.stringMatching(/^REFUSED: the ticket has expired/),
    });
  });

  it('says CANCELLED, not VALID, for a ticket cancelled after it was issued, also without --admit.', async () => {
    const { w, ticket, key } = await scanned();
    await w.call('POST', `/api/tickets/${ticket.label}/cancel`, { token: w.demoToken });
    const { code, out } = await run(w, 'ticket:check', ticket.qr_payload, '--public-key', key);
    expect(code).toBe(1);
    expect(out).toMatch(/^CANCELLED: the ticket was cancelled \(Mia Member/);
  });

  it('refuses to admit a ticket cancelled after it was issued.', async () => {
    const { w, ticket, key } = await scanned();
    await w.call('POST', `/api/tickets/${ticket.label}/cancel`, { token: w.demoToken });
    expect(await run(w, 'ticket:check', ticket.qr_payload, '--admit', '--public-key', key)).toMatchObject({
      code: 1,
      out: expect.stringMatching(/^CANCELLED: the ticket was cancelled/),
    });
  });
});
