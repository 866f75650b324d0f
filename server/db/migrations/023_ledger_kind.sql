-- What a ledger entry is for, beyond its type: 'team_bonus' and 'referral_bonus' credits are what the
-- affiliate team page lists (server/modules/affiliate/repository.ts). The description is text for
-- people, worded as the club likes; no rule reads it. Entries booked before this column existed
-- are classified once from the texts the wallet seed and the club used for them.
ALTER TABLE wallet_transactions ADD COLUMN kind TEXT CHECK (kind IS NULL OR kind IN ('team_bonus', 'referral_bonus'));
UPDATE wallet_transactions SET kind = 'team_bonus' WHERE type = 'credit' AND description LIKE 'Team bonus%';
UPDATE wallet_transactions SET kind = 'referral_bonus' WHERE type = 'credit' AND description LIKE 'Referral bonus%';
CREATE INDEX wallet_transactions_kind ON wallet_transactions (wallet_id, kind) WHERE kind IS NOT NULL;
