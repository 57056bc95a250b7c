-- Rebates (issue 20 §1): a share of a member's valid bets per game category and period, paid into
-- the wallet through the ledger. One row per member, period and category, ever: the unique key makes
-- a second run of the same period (a retry, another replica) pay nothing.
ALTER TABLE ledger_entries DROP CONSTRAINT IF EXISTS ledger_entries_kind_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN ('deposit', 'first_deposit_bonus', 'withdraw_hold', 'withdraw_release', 'withdraw_payout', 'bet', 'win', 'reward', 'adjustment', 'rebate'));
CREATE TABLE IF NOT EXISTS rebates (
  id bigserial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  merchant_code text NOT NULL,
  period_start date NOT NULL,
  period_end date NOT NULL,
  category text NOT NULL,
  valid_bet bigint NOT NULL CHECK (valid_bet >= 0),
  rate_permille integer NOT NULL CHECK (rate_permille BETWEEN 0 AND 1000),
  amount bigint NOT NULL CHECK (amount > 0),
  ledger_entry_id bigint,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, period_start, category)
);
CREATE INDEX IF NOT EXISTS rebates_member ON rebates (member_id, period_start DESC, id DESC);
-- Valid bets are counted by the time a round was settled.
CREATE INDEX IF NOT EXISTS game_rounds_settled ON game_rounds (settled_at) WHERE settled_at IS NOT NULL;
