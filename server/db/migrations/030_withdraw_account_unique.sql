-- A member's saved withdraw accounts hold each IBAN once (removed ones aside): the payout form
-- refuses a second copy, and this index holds under parallel requests. Copies saved before it
-- existed are removed (the oldest stays; withdrawals keep pointing at theirs), and a member whose
-- default went with them gets the oldest left as default.
UPDATE withdraw_accounts SET deleted_at = updated_at, is_default = 0
  WHERE deleted_at IS NULL AND id > (
    SELECT MIN(k.id) FROM withdraw_accounts k
    WHERE k.user_id = withdraw_accounts.user_id AND k.iban = withdraw_accounts.iban AND k.deleted_at IS NULL
  );
UPDATE withdraw_accounts SET is_default = 1
  WHERE id IN (
    SELECT MIN(a.id) FROM withdraw_accounts a WHERE a.deleted_at IS NULL GROUP BY a.user_id
    HAVING SUM(a.is_default) = 0
  );
CREATE UNIQUE INDEX withdraw_accounts_user_iban ON withdraw_accounts (user_id, iban) WHERE deleted_at IS NULL;
