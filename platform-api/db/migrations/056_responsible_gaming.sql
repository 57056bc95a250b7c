-- Responsible gaming (issue 12): deposit limits with a waiting raise, the reality-check interval,
-- time-out and self-exclusion. Times are written by the platform's clock (injectable in tests).
CREATE TABLE IF NOT EXISTS rg_settings (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  reality_check_minutes integer CHECK (reality_check_minutes > 0),
  time_out_until timestamptz,
  excluded_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS rg_limits (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  period text NOT NULL CHECK (period IN ('daily', 'weekly', 'monthly')),
  amount bigint CHECK (amount > 0),
  pending boolean NOT NULL DEFAULT false,
  pending_amount bigint CHECK (pending_amount > 0),
  pending_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, period)
);
-- What a member chose and when (limits, reminders, time-outs, exclusions): support and audits read it.
CREATE TABLE IF NOT EXISTS rg_events (
  id bigserial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS rg_events_member ON rg_events (member_id, id DESC);
-- Deposits counted against a limit are read by member and time.
CREATE INDEX IF NOT EXISTS orders_member_kind_time ON orders (member_id, kind, created_at);
