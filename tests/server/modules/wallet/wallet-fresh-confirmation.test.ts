// A session token alone cannot cash out the wallet (docs/threats.md T27): adding or changing a
// payout account, and a withdrawal to an account younger than a day, need a fresh confirmation of
// this login (the password, or a TOTP code with 2FA on, within 5 minutes, through POST
// user/confirm-password and its throttle); each new account and each withdrawal is mailed and
// notified to the member, the account masked and no amount.
import { describe, expect, it } from 'vitest';
import { grantPermission } from '../../../../server/auth/repository-users.ts';
import { createAccessToken } from '../../../../server/auth/tokens.ts';
import { base32Decode, totp } from '../../../../server/auth/totp.ts';
import { WIDGET_TOKEN_ABILITIES } from '../../../../src/shared/contract/widget-token-abilities.ts';
import { toTimestamp } from '../../../../server/clock.ts';
import { bookTransaction } from '../../../../server/ledger/bookings.ts';
import { findWalletByUser } from '../../../../server/ledger/repository.ts';
import { createWorld, PASSWORD, type World } from '../../helpers.ts';

const IBAN = 'DE89 3704 0044 0532 0130 00';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const REQUIRED = { message: 'Password confirmation required.', confirm: 'password' };

async function memberWorld(language = 'en', w: World = createWorld()) {
  const member = await w.createUser({ name: 'Mia Member', language });
  bookTransaction(w.db, {
    userId: member.id,
    type: 'deposit',
    amountCents: 10_000,
    status: 'completed',
    description: 'Start',
    now: toTimestamp(w.clock.now()),
  });
  const token = w.tokenFor(member);
  const confirm = (body: Record<string, string> = { password: PASSWORD }, as = token) =>
    w.call('POST', '/api/user/confirm-password', { token: as, body });
  const addAccount = (as = token, iban = IBAN) =>
    w.call('POST', '/api/wallet/withdraw-accounts', { token: as, body: { holder: 'Mia Member', iban } });
  const withdraw = (accountId: number, as = token) =>
    w.call('POST', '/api/wallet/withdrawals', { token: as, body: { amount: '10', withdraw_account_id: accountId } });
  const balance = () => findWalletByUser(w.db, member.id)!.balance_cents;
  return { w, member, token, confirm, addAccount, withdraw, balance };
}

const notices = (w: World, userId: number) =>
  (
    w.db.prepare('SELECT data FROM notifications WHERE notifiable_id = ? ORDER BY rowid').all(userId) as {
      data: string;
    }[]
  ).map((row) => JSON.parse(row.data) as { title: string; description: string });

describe('adding a payout account', () => {
  it('is refused to a session token alone: 423 "Password confirmation required.", nothing saved, nobody told', async () => {
    const { w, member, token, addAccount } = await memberWorld();
    const res = await addAccount();
    expect(res).toMatchObject({ status: 423, body: REQUIRED });
    expect((await w.call('GET', '/api/wallet/withdraw-accounts', { token })).body.data).toEqual([]);
    expect(w.mails(member.email)).toEqual([]);
  });

  it('goes through within 5 minutes of confirming with the password, and needs it again after', async () => {
    const { w, confirm, addAccount } = await memberWorld();
    const confirmed = await confirm();
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toEqual({ confirmed_until: '2026-01-01T10:05:00.000000Z' });
    w.clock.advance(5 * 60_000);
    expect((await addAccount()).status).toBe(201);
    w.clock.advance(1000);
    expect(await addAccount(undefined, 'GB82 WEST 1234 5698 7654 32')).toMatchObject({ status: 423 });
  });

  it('with 2FA on asks for a TOTP code, not the password, and takes each code once', async () => {
    const { w, member, confirm, addAccount } = await memberWorld();
    w.enableTwoFactor(member, SECRET);
    expect((await addAccount()).body).toEqual({ ...REQUIRED, confirm: 'totp' });
    expect((await confirm({ password: PASSWORD })).body.errors).toEqual({ code: ['The code field is required.'] });
    const code = totp(base32Decode(SECRET), Math.floor(w.clock.now().getTime() / 1000));
    expect((await confirm({ code })).status).toBe(201);
    expect((await confirm({ code })).status).toBe(422);
    expect((await addAccount()).status).toBe(201);
  });

  it('holds for the login that confirmed, not for another session of the member', async () => {
    const { w, member, confirm, addAccount } = await memberWorld();
    await confirm();
    expect((await addAccount(w.tokenFor(member))).status).toBe(423);
  });

  it('throttles the confirmation: of 10 parallel wrong passwords at most 5 are checked, the rest 429', async () => {
    const { w, token } = await memberWorld();
    const server = await w.listen();
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          server.request('POST', '/api/user/confirm-password', { token, body: { password: 'wrong password' } }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((s) => s === 422)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    } finally {
      await server.close();
    }
  });

  it('mails and notifies the member in their language, the IBAN masked: "Not you? ..."', async () => {
    const { w, member, confirm, addAccount } = await memberWorld('de');
    await confirm();
    await addAccount();
    expect(notices(w, member.id)).toEqual([
      {
        title: 'Neues Auszahlungskonto',
        description:
          'Ein neues Auszahlungskonto (DE89 … 3000) wurde zu deinem Guthaben hinzugefügt. Warst du das nicht? Ändere dein Passwort und melde dich beim Club.',
        class: 'fa fa-shield',
        status: 'warning',
      },
    ]);
    const [mail] = w.mails(member.email);
    expect(mail).toMatchObject({
      subject: 'Test Club: Neues Auszahlungskonto',
      meta: { kind: 'payout-account-added' },
    });
    expect(mail!.text_body).toContain('Ein neues Auszahlungskonto (DE89 … 3000) wurde zu deinem Guthaben hinzugefügt.');
    expect(mail!.text_body).not.toContain('0532');
  });
});

describe('changing the default payout account', () => {
  it('needs a fresh confirmation too', async () => {
    const { w, token, confirm, addAccount } = await memberWorld();
    await confirm();
    await addAccount();
    const second = (await addAccount(undefined, 'GB82 WEST 1234 5698 7654 32')).body;
    w.clock.advance(6 * 60_000);
    const path = `/api/wallet/withdraw-accounts/${second.id}/default`;
    expect((await w.call('POST', path, { token })).status).toBe(423);
    await confirm();
    expect((await w.call('POST', path, { token })).status).toBe(200);
  });
});

describe('a withdrawal', () => {
  it('to an account added less than 24 hours ago needs a fresh confirmation; nothing is booked without', async () => {
    const { w, confirm, addAccount, withdraw, balance } = await memberWorld();
    await confirm();
    const account = (await addAccount()).body;
    w.clock.advance(10 * 60_000);
    expect((await withdraw(account.id)).body).toEqual(REQUIRED);
    expect(balance()).toBe(10_000);
    await confirm();
    expect((await withdraw(account.id)).status).toBe(201);
    expect(balance()).toBe(9_000);
  });

  it('to an account older than 24 hours goes through with the session alone', async () => {
    const { w, member, confirm, addAccount, withdraw, balance } = await memberWorld();
    await confirm();
    const account = (await addAccount()).body;
    w.clock.advance(24 * 3_600_000);
    expect((await withdraw(account.id, w.tokenFor(member))).status).toBe(201);
    expect(balance()).toBe(9_000);
  });

  it('is mailed and notified with its label and the masked account, never the amount', async () => {
    const { w, member, confirm, addAccount, withdraw } = await memberWorld();
    await confirm();
    const account = (await addAccount()).body;
    const { label } = (await withdraw(account.id)).body;
    expect(notices(w, member.id).at(-1)).toEqual({
      title: 'Withdrawal requested',
      description: `Withdrawal ${label} to your account DE89 … 3000 was requested. Not you? Change your password and contact the club.`,
      class: 'fa fa-shield',
      status: 'warning',
    });
    const mail = w.mails(member.email).find((m) => m.meta.kind === 'withdrawal-requested')!;
    expect(mail.subject).toBe('Test Club: Withdrawal requested');
    expect(`${mail.subject} ${mail.text_body}`).not.toMatch(/10[.,]00|€/);
  });
});

describe('who may confirm', () => {
  it('not a ghost-mode session, a widget’s token or an API token (403)', async () => {
    const { w, member } = await memberWorld();
    const staff = await w.createUser({ email: 'staff@club.test' });
    grantPermission(w.db, staff.id, 'ghost-mode', toTimestamp(w.clock.now()));
    const ghost = (await w.call('POST', '/api/ghost-mode', { token: w.tokenFor(staff), body: { email: member.email } }))
      .body.access_token as string;
    expect(
      (await w.call('POST', '/api/user/confirm-password', { token: ghost, body: { password: PASSWORD } })).status,
    ).toBe(403);
    for (const abilities of [[...WIDGET_TOKEN_ABILITIES], ['wallet:read']]) {
      const token = createAccessToken(w.app.deps, member, {
        name: 't',
        abilities,
        lifetimeMinutes: 60,
        idleMinutes: null,
      }).plainTextToken;
      expect((await w.call('POST', '/api/user/confirm-password', { token, body: { password: PASSWORD } })).status).toBe(
        403,
      );
    }
  });
});
