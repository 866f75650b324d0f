-- A referral bonus names the member it was for through their id, not through text: lists build the
-- name at read time from that member's choice how to be shown (team_visibility), which a stored
-- "Referral bonus: Jonas Weber" ignored. Bonuses booked before this are linked to the sponsor's
-- team member of that name, and their text loses the name.
ALTER TABLE wallet_transactions ADD COLUMN referred_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL;
UPDATE wallet_transactions SET referred_user_id = (
    SELECT u.id FROM users u JOIN wallets w ON w.user_id = u.sponsor_id
    WHERE w.id = wallet_transactions.wallet_id AND u.name = trim(substr(wallet_transactions.description, 16))
    ORDER BY u.id LIMIT 1
  )
  WHERE kind = 'referral_bonus' AND description LIKE 'Referral bonus:%';
UPDATE wallet_transactions SET description = 'Referral bonus'
  WHERE kind = 'referral_bonus' AND referred_user_id IS NOT NULL;
