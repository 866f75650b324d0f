-- Ledger entries say what they are as a text kind and parameters, worded in the reader's language
-- (server/ledger/texts.ts); `description` keeps the English wording for tools that read the table.
-- A hold given back (a rejected withdrawal, a cancelled or expired reservation) stays booked and a
-- second entry returns its amount (reverses_id points at the hold): every balance_after is true.
ALTER TABLE wallet_transactions ADD COLUMN text_key TEXT;
ALTER TABLE wallet_transactions ADD COLUMN text_params TEXT;
ALTER TABLE wallet_transactions ADD COLUMN reverses_id INTEGER REFERENCES wallet_transactions (id);
CREATE INDEX wallet_transactions_reverses ON wallet_transactions (reverses_id) WHERE reverses_id IS NOT NULL;

-- Entries booked before: their kind from the texts the server and the demo seeds wrote.
UPDATE wallet_transactions SET text_key = 'bank_transfer', text_params = json_object('reference', substr(description, 15))
  WHERE description LIKE 'Bank transfer CLUB-%';
UPDATE wallet_transactions SET text_key = 'bank_deposit'
  WHERE text_key IS NULL AND description IN ('Bank transfer deposit', 'Bank transfer deposit (on its way)');
UPDATE wallet_transactions SET text_key = 'withdrawal',
    text_params = json_object('label', reference_label, 'account', substr(description, instr(description, ' to ') + 4))
  WHERE reference_type = 'withdrawal' AND description LIKE 'Withdrawal % to %';
UPDATE wallet_transactions SET text_key = 'pickup_hold', text_params = json_object('label', substr(description, 19))
  WHERE description LIKE 'Dispensary pickup RES-%';
UPDATE wallet_transactions SET text_key = 'pickup' WHERE description = 'Dispensary pickup';
UPDATE wallet_transactions SET text_key = 'order',
    text_params = json_object('label', reference_label, 'items', substr(description, length('Order ' || reference_label || ': ') + 1))
  WHERE reference_type = 'order' AND type = 'order' AND description LIKE 'Order %: %';
UPDATE wallet_transactions SET text_key = 'ticket',
    text_params = json_object('label', reference_label, 'title', substr(description, length('Ticket ' || reference_label || ': ') + 1))
  WHERE reference_type = 'ticket' AND description LIKE 'Ticket %: %';
UPDATE wallet_transactions SET text_key = 'ticket_refund',
    text_params = json_object('label', reference_label, 'title', substr(description, length('Refund of ticket ' || reference_label || ': ') + 1))
  WHERE reference_type = 'ticket' AND description LIKE 'Refund of ticket %: %';
UPDATE wallet_transactions SET text_key = 'membership_fee', text_params = json_object('month', substr(created_at, 1, 7))
  WHERE type = 'fee' AND description LIKE 'Membership fee %';
UPDATE wallet_transactions SET text_key = 'team_bonus' WHERE kind = 'team_bonus' AND description = 'Team bonus';
UPDATE wallet_transactions SET text_key = 'referral_bonus', text_params = json_object('name', substr(description, 17))
  WHERE kind = 'referral_bonus' AND description LIKE 'Referral bonus: %';
UPDATE wallet_transactions SET text_key = 'referral' WHERE kind = 'referral_bonus' AND description = 'Referral bonus';

-- Holds given back before: booked as they counted, each with the entry that returned it.
CREATE TEMP TABLE released_holds AS
  SELECT t.*, (SELECT COALESCE(MAX(id), 0) FROM wallet_transactions) + ROW_NUMBER() OVER (ORDER BY t.id) AS new_id
  FROM wallet_transactions t WHERE t.status = 'failed' AND t.amount_cents < 0;
UPDATE wallet_transactions SET status = 'completed' WHERE id IN (SELECT id FROM released_holds);
INSERT INTO wallet_transactions (id, wallet_id, label, type, amount_cents, balance_after_cents, status, description,
    reference_type, reference_label, text_key, text_params, reverses_id, created_at, updated_at)
  SELECT new_id, wallet_id, 'TX-' || substr(updated_at, 1, 4) || '-' || printf('%06d', new_id), type, -amount_cents, NULL,
    'completed',
    CASE WHEN text_key = 'withdrawal' THEN 'Withdrawal ' || reference_label || ' returned'
         WHEN text_key = 'pickup_hold' THEN 'Reservation ' || json_extract(text_params, '$.label') || ' released'
         ELSE 'Hold ' || label || ' released' END,
    reference_type, reference_label,
    CASE WHEN text_key = 'withdrawal' THEN 'withdrawal_returned' WHEN text_key = 'pickup_hold' THEN 'pickup_released' ELSE 'released' END,
    CASE WHEN text_key = 'withdrawal' THEN json_object('label', reference_label)
         WHEN text_key = 'pickup_hold' THEN json_object('label', json_extract(text_params, '$.label'))
         ELSE json_object('label', label) END,
    id, updated_at, updated_at
  FROM released_holds;
UPDATE wallet_transactions SET balance_after_cents = (
    SELECT SUM(x.amount_cents) FROM wallet_transactions x
    WHERE x.wallet_id = wallet_transactions.wallet_id
      AND (x.status = 'completed' OR (x.status = 'pending' AND x.amount_cents < 0))
      AND (x.created_at < wallet_transactions.created_at OR (x.created_at = wallet_transactions.created_at AND x.id <= wallet_transactions.id)))
  WHERE id IN (SELECT new_id FROM released_holds);
DROP TABLE released_holds;
