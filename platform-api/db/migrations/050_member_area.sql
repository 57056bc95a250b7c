-- Member area (issue 12 part A): the VIP ladder per merchant, the reward centre and the daily sign-in.
-- Amounts are integers in the merchant currency's minor unit.
CREATE TABLE IF NOT EXISTS vip_levels (
  merchant_code text NOT NULL,
  level integer NOT NULL CHECK (level >= 0),
  label_id text NOT NULL,
  min_deposit bigint NOT NULL DEFAULT 0 CHECK (min_deposit >= 0),
  min_bet bigint NOT NULL DEFAULT 0 CHECK (min_bet >= 0),
  benefits jsonb NOT NULL DEFAULT '{}'::jsonb,
  PRIMARY KEY (merchant_code, level),
  UNIQUE (merchant_code, label_id)
);
CREATE TABLE IF NOT EXISTS member_rewards (
  id bigserial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  source text NOT NULL CHECK (source IN ('welcome', 'vip', 'signIn', 'operator', 'promotion')),
  title text NOT NULL DEFAULT '',
  amount bigint NOT NULL CHECK (amount > 0),
  granted_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  claimed_at timestamptz,
  granted_by text,
  ledger_entry_id bigint
);
CREATE INDEX IF NOT EXISTS member_rewards_member ON member_rewards (member_id, id DESC);
CREATE TABLE IF NOT EXISTS member_sign_ins (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  day date NOT NULL,
  streak_day integer NOT NULL CHECK (streak_day >= 1),
  amount bigint NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (member_id, day)
);
