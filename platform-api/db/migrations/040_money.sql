-- Money (issue 10): an append-only ledger, the wallet it derives, idempotency keys, payout accounts,
-- the payment-password lock, withdrawal daily counts and game rounds. Amounts are integers in the
-- currency's minor unit (VND: đồng, USD: cents).
CREATE TABLE IF NOT EXISTS wallets (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  balance bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
  held bigint NOT NULL DEFAULT 0 CHECK (held >= 0),
  first_deposit_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS ledger_entries (
  id bigserial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('deposit', 'first_deposit_bonus', 'withdraw_hold', 'withdraw_release', 'withdraw_payout', 'bet', 'win', 'reward', 'adjustment')),
  amount bigint NOT NULL,
  held_change bigint NOT NULL DEFAULT 0,
  balance_after bigint NOT NULL CHECK (balance_after >= 0),
  held_after bigint NOT NULL DEFAULT 0 CHECK (held_after >= 0),
  order_id integer,
  round_id bigint,
  note text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS ledger_member ON ledger_entries (member_id, id DESC);
-- The first-deposit bonus is a constraint, not a check in code: one per member, ever.
CREATE UNIQUE INDEX IF NOT EXISTS ledger_one_first_deposit_bonus ON ledger_entries (member_id) WHERE kind = 'first_deposit_bonus';
CREATE OR REPLACE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS 'BEGIN RAISE EXCEPTION ''ledger_entries is append-only''; END';
DROP TRIGGER IF EXISTS ledger_no_change ON ledger_entries;
CREATE TRIGGER ledger_no_change BEFORE UPDATE OR DELETE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
CREATE TABLE IF NOT EXISTS idempotency_keys (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, scope, key)
);
CREATE TABLE IF NOT EXISTS payout_accounts (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  bank_name text NOT NULL,
  account_number text NOT NULL,
  holder_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, bank_name, account_number)
);
CREATE TABLE IF NOT EXISTS payment_password_guards (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  failures integer NOT NULL DEFAULT 0,
  locked_until timestamptz
);
CREATE TABLE IF NOT EXISTS withdraw_daily_counts (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  day date NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (member_id, day)
);
CREATE TABLE IF NOT EXISTS game_rounds (
  id bigserial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id integer NOT NULL,
  game_name text NOT NULL,
  vendor text NOT NULL,
  round_ref text NOT NULL,
  bet bigint NOT NULL CHECK (bet >= 0),
  win bigint NOT NULL DEFAULT 0 CHECK (win >= 0),
  outcome jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  UNIQUE (member_id, round_ref)
);
CREATE INDEX IF NOT EXISTS game_rounds_member ON game_rounds (member_id, id DESC);
-- Orders move to minor units, with the provider's reference and the operator's review.
ALTER TABLE orders ALTER COLUMN amount TYPE bigint USING round(amount)::bigint;
ALTER TABLE orders ALTER COLUMN bonus TYPE bigint USING round(bonus)::bigint;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS merchant_code text;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS ref text;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS payout_account_id integer REFERENCES payout_accounts (id);
ALTER TABLE orders ADD COLUMN IF NOT EXISTS reviewed_by text;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS reviewed_at timestamptz;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS reason text;
ALTER TABLE orders ADD COLUMN IF NOT EXISTS settled_at timestamptz;
CREATE UNIQUE INDEX IF NOT EXISTS orders_ref ON orders (ref);
CREATE INDEX IF NOT EXISTS orders_review ON orders (merchant_code, kind, status, id DESC);
ALTER TABLE launch_tickets ALTER COLUMN member_id DROP NOT NULL;
ALTER TABLE launch_tickets ADD COLUMN IF NOT EXISTS merchant_code text;
ALTER TABLE members DROP COLUMN IF EXISTS balance;
