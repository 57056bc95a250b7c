-- Deposit orders expire (issue 32 item 3): an unpaid order can be paid only until expires_at (the
-- merchant's payments.paymentWindowMinutes after it was made, on the platform clock); after it the
-- order reads as 'expired', no longer holds part of a deposit limit, and a late "paid" notification
-- is refused (ORDER_EXPIRED). Orders made before this column get the default window of 30 minutes.
ALTER TABLE orders ADD COLUMN IF NOT EXISTS expires_at timestamptz;
UPDATE orders SET expires_at = created_at + interval '30 minutes'
 WHERE kind = 'deposit' AND expires_at IS NULL;
CREATE INDEX IF NOT EXISTS orders_pending_deposits ON orders (member_id, expires_at)
 WHERE kind = 'deposit' AND status = 'pending';
