// docs/spec.md §4 "Money and quota": a deposit order made is mailed with everything needed to pay it,
// and its payment with a receipt, once, by every path that marks it paid; transactional mails that
// ignore the notification preferences and quiet hours. A purchase order is not mailed.
import { describe, expect, it } from 'vitest';
import { grantRole } from '../../../../server/auth/staff-roles.ts';
import { runCommand } from '../../../../server/cli/commands.ts';
import { toTimestamp } from '../../../../server/clock.ts';
import { queuedMailSent } from '../../../../server/mail/after-answer.ts';
import type { MailMessage } from '../../../../server/mail/mailer.ts';
import { createOrder } from '../../../../server/modules/wallet/repository-orders.ts';
import { bookBankImport, importStatement } from '../../../../server/modules/wallet/treasury-bank-import.ts';
import { staffMarkOrderPaid } from '../../../../server/modules/wallet/treasury-orders.ts';
import { camt053 } from '../../../support/camt053.ts';
import { createWorld } from '../../helpers.ts';

const BANK_ENV = {
  CLUB_BANK_RECIPIENT: 'CSC Grünthal e.V.',
  CLUB_BANK_IBAN: 'DE02 1203 0000 0000 2020 51',
  CLUB_BANK_BIC: 'BYLADEM1001',
  CLUB_BANK_NAME: 'DKB',
  WALLET_ORDER_EXPIRY_DAYS: '7',
};
const quiet = { out: () => {}, err: () => {} };
const treasurer = { id: null, label: 'cli:treasurer', via: 'cli' } as const;

async function depositWorld(language: 'en' | 'de' = 'en') {
  const w = createWorld({ env: BANK_ENV });
  const member = await w.createUser({ name: 'Mia Member', email: 'mia@club.test', language });
  const token = w.tokenFor(member);
  const deposit = async (amount: string, headers: Record<string, string> = {}) => {
    const res = await w.call('POST', '/api/wallet/deposits', { token, body: { amount }, headers });
    expect(res.status).toBe(201);
    await queuedMailSent(w.app.deps.mailer);
    return res.body as { label: string; bank_reference: string };
  };
  const mailsOf = (kind: string) => w.mails('mia@club.test').filter((mail) => mail.meta.kind === kind);
  return { w, member, token, deposit, mailsOf };
}

describe('the mail when a deposit order is made', () => {
  it('carries the order, the amount, the club’s account, the reference and the pay-by date in the club’s time zone', async () => {
    const { w, deposit, mailsOf } = await depositWorld();
    const order = await deposit('12.50');
    const mails = mailsOf('deposit-ordered');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`${w.config.appName}: Deposit ${order.label}: how to pay`);
    expect(mails[0]!.text_body.split('\n\n')).toEqual([
      'Hello Mia Member,',
      `your deposit order ${order.label} is waiting for your bank transfer. Please transfer:`,
      'Amount: €12.50',
      'Recipient: CSC Grünthal e.V.',
      'IBAN: DE02 1203 0000 0000 2020 51',
      'BIC: BYLADEM1001',
      'Bank: DKB',
      `Reference: ${order.bank_reference}`,
      'Quote the reference exactly as written: it is how the club finds your transfer.',
      // created 2026-01-01 10:00 UTC, 7 days: 11:00 in Berlin (CET)
      'Please pay by January 8, 2026 at 11:00 AM (Europe/Berlin (GMT+1)). Money that arrives later is booked to your wallet all the same.',
      `Open the order: ${w.config.frontendUrl}/financial/order/${order.label}`,
    ]);
  });

  it('is in German, in the du form, for a German member', async () => {
    const { w, deposit, mailsOf } = await depositWorld('de');
    const order = await deposit('999.50');
    const [mail] = mailsOf('deposit-ordered');
    expect(mail!.subject).toBe(`${w.config.appName}: Einzahlung ${order.label}: so zahlst du`);
    expect(mail!.text_body.split('\n\n')).toEqual([
      'Hallo Mia Member,',
      `deine Einzahlung ${order.label} wartet auf deine Überweisung. Bitte überweise:`,
      'Betrag: 999,50\u00a0€',
      'Empfänger: CSC Grünthal e.V.',
      'IBAN: DE02 1203 0000 0000 2020 51',
      'BIC: BYLADEM1001',
      'Bank: DKB',
      `Verwendungszweck: ${order.bank_reference}`,
      'Gib den Verwendungszweck genau so an: daran erkennt der Club deine Überweisung.',
      'Bitte zahle bis 8. Januar 2026 um 11:00 (Europe/Berlin (MEZ)). Geld, das später ankommt, wird trotzdem deinem Guthaben gutgeschrieben.',
      `Bestellung öffnen: ${w.config.frontendUrl}/financial/order/${order.label}`,
    ]);
    expect(mail!.text_body).not.toMatch(/\b(Sie|Ihr|Ihre|Ihnen)\b/);
  });

  it('is sent once for a retried POST with the same Idempotency-Key', async () => {
    const { deposit, mailsOf } = await depositWorld();
    await deposit('25', { 'Idempotency-Key': 'dep-1' });
    await deposit('25', { 'Idempotency-Key': 'dep-1' });
    expect(mailsOf('deposit-ordered')).toHaveLength(1);
  });

  it('does not hold up the answer or the staff cue: they come while the mail server has not answered', async () => {
    const { w, token, mailsOf } = await depositWorld();
    const mailer = w.app.deps.mailer;
    const outbox = mailer.send.bind(mailer);
    let answerMailServer!: () => void;
    const mailServer = new Promise<void>((resolve) => (answerMailServer = resolve));
    const handed: MailMessage[] = [];
    mailer.send = async (message) => {
      handed.push(message);
      await mailServer;
      await outbox(message);
    };
    const res = await w.call('POST', '/api/wallet/deposits', { token, body: { amount: '20' } });
    expect(res.status).toBe(201);
    expect(w.broadcasts.map((b) => [b.event, b.payload])).toContainEqual([
      'App\\Events\\StaffAreaUpdated',
      { part: 'orders' },
    ]);
    expect(mailsOf('deposit-ordered')).toEqual([]);
    answerMailServer();
    await queuedMailSent(mailer);
    expect(handed.map((mail) => mail.meta?.order)).toEqual([res.body.label]);
    expect(mailsOf('deposit-ordered').map((mail) => mail.meta.order)).toEqual([res.body.label]);
  });

  it('loses nothing when it fails: the order stands, its cue went out, the warning names the order and no amount', async () => {
    const { w, token, mailsOf } = await depositWorld();
    const warnings: string[] = [];
    Object.assign(w.app.deps, {
      log: {
        info() {},
        error() {},
        warn: (message: string, context?: unknown) => warnings.push(`${message} ${JSON.stringify(context)}`),
      },
    });
    w.app.deps.mailer.send = async () => {
      throw new Error('mail server refused');
    };
    const res = await w.call('POST', '/api/wallet/deposits', { token, body: { amount: '37.45' } });
    expect(res.status).toBe(201);
    await queuedMailSent(w.app.deps.mailer);
    const label = res.body.label as string;
    expect((await w.call('GET', `/api/wallet/orders/${label}/bank-details`, { token })).status).toBe(200);
    expect(w.broadcasts.map((b) => [b.event, b.payload])).toContainEqual([
      'App\\Events\\StaffAreaUpdated',
      { part: 'orders' },
    ]);
    expect(mailsOf('deposit-ordered')).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(label);
    expect(warnings[0]).not.toMatch(/37[.,]45|3745/);
  });

  it('is sent once per order when members deposit at the same time and each retries at once (real HTTP)', async () => {
    const { w } = await depositWorld();
    const members = await Promise.all(
      [1, 2, 3, 4].map((n) => w.createUser({ name: `Payer ${n}`, email: `payer${n}@club.test` })),
    );
    const server = await w.listen();
    let answers;
    try {
      answers = await Promise.all(
        members.flatMap((member) =>
          [1, 2].map(() =>
            server.request('POST', '/api/wallet/deposits', {
              token: w.tokenFor(member),
              body: { amount: '15' },
              headers: { 'Idempotency-Key': `evening-${member.id}` },
            }),
          ),
        ),
      );
    } finally {
      await server.close();
    }
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(201));
    await queuedMailSent(w.app.deps.mailer);
    const labels = [...new Set(answers.map((res) => res.body.label as string))].sort();
    expect(labels).toHaveLength(4);
    const mailed = w
      .mails()
      .filter((mail) => mail.meta.kind === 'deposit-ordered')
      .map((mail) => mail.meta.order as string)
      .sort();
    expect(mailed).toEqual(labels);
  });

  it('is sent at once whatever the member’s wallet preferences and quiet hours', async () => {
    const { w, member, deposit, mailsOf } = await depositWorld();
    const now = toTimestamp(w.clock.now());
    w.db
      .prepare(
        "INSERT INTO notification_preferences (user_id, topic, mail, push, updated_at) VALUES (?, 'wallet', 0, 0, ?)",
      )
      .run(member.id, now);
    w.db
      .prepare(
        "INSERT INTO notification_quiet_hours (user_id, starts, ends, updated_at) VALUES (?, '00:00', '23:59', ?)",
      )
      .run(member.id, now);
    await deposit('30');
    expect(mailsOf('deposit-ordered')).toHaveLength(1);
    expect((w.db.prepare('SELECT COUNT(*) AS n FROM held_mail').get() as { n: number }).n).toBe(0);
  });
});

describe('the receipt when a deposit order is paid', () => {
  it('names the amount that arrived and the order, in German for a German member', async () => {
    const { w, deposit, mailsOf } = await depositWorld('de');
    const order = await deposit('40');
    expect(await runCommand(w.app.deps, ['order:paid', order.bank_reference, '--amount', '35,00'], quiet)).toBe(0);
    const mails = mailsOf('deposit-paid');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`${w.config.appName}: Einzahlung ${order.label} eingegangen`);
    expect(mails[0]!.text_body.split('\n\n')).toEqual([
      'Hallo Mia Member,',
      `deine Überweisung über 35,00\u00a0€ für die Bestellung ${order.label} ist eingegangen und jetzt in deinem Guthaben.`,
      'Die Bestellung lautete über 40,00\u00a0€; deinem Guthaben wird gutgeschrieben, was angekommen ist.',
      `Guthaben öffnen: ${w.config.frontendUrl}/financial`,
    ]);
  });

  it('is sent exactly once when two staff mark the order paid at the same time (real HTTP)', async () => {
    const { w, deposit, mailsOf } = await depositWorld();
    const seed = { id: null, label: 'seed', via: 'cli' } as const;
    const staff = [await w.createUser({ email: 'kasse@club.test' }), await w.createUser({ email: 'board@club.test' })];
    grantRole(w.app.deps, seed, staff[0]!.id, 'treasurer');
    grantRole(w.app.deps, seed, staff[1]!.id, 'board');
    const order = await deposit('50');
    const server = await w.listen();
    try {
      const answers = await Promise.all(
        staff.map((user) =>
          server.request('POST', `/api/club/orders/${order.label}/paid`, { token: w.tokenFor(user), body: {} }),
        ),
      );
      expect(answers.map((res) => res.status).sort()).toEqual([200, 422]);
    } finally {
      await server.close();
    }
    const mails = mailsOf('deposit-paid');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(`your transfer of €50.00 for order ${order.label} has arrived`);
  });

  it('is sent once when a bank statement books the transfer, even from two imports of the same file', async () => {
    const { w, deposit, mailsOf } = await depositWorld();
    const order = await deposit('50');
    const file = camt053([{ amount: '50.00', remittance: `Einzahlung ${order.bank_reference}`, ref: 'R1' }]);
    const [a, b] = await Promise.all([
      importStatement(w.app.deps, treasurer, { name: 'a.xml', content: file }),
      importStatement(w.app.deps, treasurer, { name: 'a.xml', content: file }),
    ]);
    const booked = await Promise.all([
      bookBankImport(w.app.deps, treasurer, a.import.id),
      bookBankImport(w.app.deps, treasurer, b.import.id),
    ]);
    expect(booked.flatMap((result) => result.booked)).toEqual([order.label]);
    expect(mailsOf('deposit-paid').map((mail) => mail.meta.order)).toEqual([order.label]);
  });

  it('is not sent for a purchase order paid by bank transfer', async () => {
    const { w, member, mailsOf } = await depositWorld();
    const purchase = createOrder(w.db, {
      userId: member.id,
      items: [{ name: 'Hoodie', quantity: 1, unit_price_cents: 3990 }],
      paymentMethod: 'bank_transfer',
      status: 'pending',
      now: toTimestamp(w.clock.now()),
    });
    const paid = await staffMarkOrderPaid(w.app.deps, treasurer, purchase.label, 'BANK-1');
    expect(paid.status).toBe('paid');
    expect(w.mails('mia@club.test')).toEqual([]);
    expect(mailsOf('deposit-paid')).toEqual([]);
  });
});
