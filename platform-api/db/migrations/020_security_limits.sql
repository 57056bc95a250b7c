-- Limits shared by every replica, each taken by one atomic statement (docs/security.md).
-- A locked account accepts one password check per slot (next_at), so guessing is slow but the owner is never shut out.
ALTER TABLE login_failures ADD COLUMN IF NOT EXISTS next_at timestamptz;
-- The resend wait of SMS and mail codes: one row per recipient and purpose, taken by a conditional upsert.
CREATE TABLE IF NOT EXISTS send_throttle (
  key text PRIMARY KEY,
  last_at timestamptz NOT NULL
);
-- Forgot-by-email codes: only the hash is stored; expiring, single use, attempt-limited like SMS codes.
CREATE TABLE IF NOT EXISTS mail_codes (
  id serial PRIMARY KEY,
  merchant_code text NOT NULL,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS mail_codes_member ON mail_codes (member_id);
-- Per-IP request ceilings (@fastify/rate-limit store) when replicas share PostgreSQL.
CREATE TABLE IF NOT EXISTS rate_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_limits_reset ON rate_limits (reset_at);
