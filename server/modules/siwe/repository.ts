// Sign-In with Ethereum: the one users query only SIWE needs, the member linked to a wallet
// address. The nonces are the platform's (server/auth/repository-siwe.ts): linking an address in
// the settings spends one too.
import { sql, type Database } from '../../db/open.ts';

/** The member whose wallet address (users.wallet_address, docs/spec.md §3 nft.address) is `address`, any letter case. */
export function findUserIdByWalletAddress(db: Database, address: string): number | undefined {
  const row = sql(db, 'SELECT id FROM users WHERE lower(wallet_address) = lower(?) ORDER BY id LIMIT 1').get(
    address,
  ) as { id: number } | undefined;
  return row?.id;
}
