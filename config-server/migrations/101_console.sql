-- Console users (operator, support, viewer), their sessions, the audit log and preview drafts.
CREATE TABLE IF NOT EXISTS console_users (
  id text PRIMARY KEY,
  username text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('operator', 'support', 'viewer')),
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Only the SHA-256 of a session token is stored: a leaked table does not log anyone in.
CREATE TABLE IF NOT EXISTS console_sessions (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES console_users(id) ON DELETE CASCADE,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS console_sessions_expiry ON console_sessions (expires_at);
CREATE TABLE IF NOT EXISTS console_audit (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor text NOT NULL,
  action text NOT NULL,
  merchant text,
  version integer,
  ip text,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX IF NOT EXISTS console_audit_at ON console_audit (at DESC);
-- Unsaved editor drafts a preview link points at; they expire with the link.
CREATE TABLE IF NOT EXISTS preview_drafts (
  id text PRIMARY KEY,
  merchant text NOT NULL,
  document jsonb NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
-- The document exactly as written (jsonb reorders keys): a rollback or an edit writes the file back
-- in the operator's order.
ALTER TABLE config_versions ADD COLUMN IF NOT EXISTS source text;
