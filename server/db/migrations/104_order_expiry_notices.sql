-- A pending order's member is told three days before it expires and when it expired (docs/spec.md
-- §4 "Money and quota"): each notice once, claimed by setting its column in the statement that
-- picks the order (server/modules/wallet/order-expiry.ts).
ALTER TABLE wallet_orders ADD COLUMN expiry_reminded_at TEXT;
ALTER TABLE wallet_orders ADD COLUMN expired_notified_at TEXT;
