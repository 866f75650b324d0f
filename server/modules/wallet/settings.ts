// The wallet's configuration (read with the rest in server/config.ts): deposit and withdrawal
// limits in cents, how long a bank-transfer order waits, and the club's account deposits go to.
export interface BankAccountSettings {
  recipient: string;
  iban: string;
  bic: string;
  bankName: string;
}

export interface WalletSettings {
  depositMinCents: number;
  depositMaxCents: number;
  withdrawalMinCents: number;
  withdrawalMaxCents: number;
  /** A pending deposit order expires after this many days. */
  orderExpiryDays: number;
  /** null: the club has not configured an account, so no deposit can be ordered. */
  bank: BankAccountSettings | null;
  /** The club's SEPA creditor identifier (CLUB_CREDITOR_ID) for direct debits; null: none. */
  creditorId: string | null;
}

type Env = Record<string, string | undefined>;

// A public test IBAN and BIC (Deutsche Bundesbank's published example), for demo mode only.
const DEMO_BANK: BankAccountSettings = {
  recipient: 'Cannabis Social Club Grünthal e.V.',
  iban: 'DE02120300000000202051',
  bic: 'BYLADEM1001',
  bankName: 'Deutsche Kreditbank Berlin',
};

function cents(env: Env, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1)
    throw new Error(`${name} must be a positive whole number of cents, got "${value}"`);
  return n;
}

export function loadWalletSettings(env: Env, demo: boolean): WalletSettings {
  const recipient = env.CLUB_BANK_RECIPIENT?.trim();
  const iban = env.CLUB_BANK_IBAN?.trim();
  const bank =
    recipient && iban
      ? {
          recipient,
          iban: iban.replace(/\s+/g, '').toUpperCase(),
          bic: env.CLUB_BANK_BIC?.trim() ?? '',
          bankName: env.CLUB_BANK_NAME?.trim() ?? '',
        }
      : null;
  return {
    depositMinCents: cents(env, 'WALLET_DEPOSIT_MIN_CENTS', 1_000),
    depositMaxCents: cents(env, 'WALLET_DEPOSIT_MAX_CENTS', 100_000),
    withdrawalMinCents: cents(env, 'WALLET_WITHDRAWAL_MIN_CENTS', 100),
    withdrawalMaxCents: cents(env, 'WALLET_WITHDRAWAL_MAX_CENTS', 500_000),
    orderExpiryDays: cents(env, 'WALLET_ORDER_EXPIRY_DAYS', 14),
    bank: bank ?? (demo ? DEMO_BANK : null),
    // The Bundesbank's published test creditor identifier, for demo mode only.
    creditorId: env.CLUB_CREDITOR_ID?.trim() || (demo ? 'DE98ZZZ09999999999' : null),
  };
}
