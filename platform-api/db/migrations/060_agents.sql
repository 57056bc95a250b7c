-- Agent programme (issue 13): applications from /m/join reviewed by an operator, and the contract
-- requests (daily salary, dividend, hourly salary) an agent accepts or rejects. Contract terms are
-- basis points of the team's play (core/agent.ts commissionFor).
CREATE TABLE IF NOT EXISTS agent_applications (
  id serial PRIMARY KEY,
  merchant_code text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  fields jsonb NOT NULL DEFAULT '{}'::jsonb,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason text,
  reviewed_by text,
  reviewed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One open application per member at a time: a constraint, not a check in code.
CREATE UNIQUE INDEX IF NOT EXISTS agent_applications_one_pending ON agent_applications (member_id) WHERE status = 'pending';
CREATE INDEX IF NOT EXISTS agent_applications_review ON agent_applications (merchant_code, status, id DESC);
CREATE TABLE IF NOT EXISTS agent_contracts (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('salary', 'dividend', 'hour')),
  rate_bp integer NOT NULL CHECK (rate_bp >= 0 AND rate_bp <= 10000),
  min_active integer NOT NULL DEFAULT 0 CHECK (min_active >= 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'rejected', 'ended')),
  offered_by text,
  offered_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
CREATE UNIQUE INDEX IF NOT EXISTS agent_contracts_one_pending ON agent_contracts (member_id, kind) WHERE status = 'pending';
CREATE UNIQUE INDEX IF NOT EXISTS agent_contracts_one_accepted ON agent_contracts (member_id, kind) WHERE status = 'accepted';
-- The team report reads a downline by its referrer.
CREATE INDEX IF NOT EXISTS members_referrer ON members (referrer_id) WHERE referrer_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS game_rounds_created ON game_rounds (member_id, created_at);
-- Pending requests written in members.contracts before this table existed become pending rows.
INSERT INTO agent_contracts (member_id, kind, rate_bp, min_active)
  SELECT id, 'salary', 50, 1 FROM members WHERE coalesce(contracts ->> 'dailysalreqtype', '') <> ''
  ON CONFLICT DO NOTHING;
INSERT INTO agent_contracts (member_id, kind, rate_bp, min_active)
  SELECT id, 'dividend', 2000, 1 FROM members WHERE coalesce(contracts ->> 'divtypecompperiodreq', '') <> ''
  ON CONFLICT DO NOTHING;
INSERT INTO agent_contracts (member_id, kind, rate_bp, min_active)
  SELECT id, 'hour', 10, 1 FROM members WHERE coalesce(contracts ->> 'contracthoursalreq', '') <> ''
  ON CONFLICT DO NOTHING;
