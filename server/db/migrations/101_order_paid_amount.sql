-- What arrived for a paid order: a deposit books the amount the bank received, which may differ
-- from the order's total (server/modules/wallet/money-repository.ts markOrderPaid).
ALTER TABLE wallet_orders ADD COLUMN paid_cents INTEGER;
UPDATE wallet_orders SET paid_cents = total_cents WHERE status IN ('paid', 'completed');
