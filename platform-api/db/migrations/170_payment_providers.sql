-- Payment orders behind a provider interface (issue 34, platform-api/payments/provider.ts):
--   * a deposit order names the provider that took it and that provider's own reference, so its
--     notification is settled by the same provider and the console can ask that provider about it;
--   * the demo provider keeps its own record of what the player did at its cashier (its view of an
--     order, read back by queryStatus), as a real provider keeps its own books;
--   * the console's reconciliation reads a merchant's paid deposits by settlement time and the
--     ledger's credits by order, and asks the provider about the orders made in the range.
ALTER TABLE orders ADD COLUMN IF NOT EXISTS provider text;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS provider_ref text;
UPDATE orders SET provider = 'demo', provider_ref = ref WHERE kind = 'deposit' AND provider IS NULL;
CREATE TABLE IF NOT EXISTS demo_cashier_payments (
  ref text PRIMARY KEY,
  amount bigint NOT NULL,
  status text NOT NULL CHECK (status IN ('paid', 'cancelled')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS orders_deposit_settled ON orders (merchant_code, settled_at) WHERE kind = 'deposit';
CREATE INDEX IF NOT EXISTS orders_deposit_created ON orders (merchant_code, created_at) WHERE kind = 'deposit';
CREATE INDEX IF NOT EXISTS ledger_order ON ledger_entries (order_id) WHERE order_id IS NOT NULL;
