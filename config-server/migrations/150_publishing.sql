-- Issue 16, safe publishing: a change is a draft, a scheduled publish, or waits for a second
-- operator's approval (four-eyes) before a scheduler (any replica) or the approver publishes it.
CREATE TABLE IF NOT EXISTS config_changes (
  id bigserial PRIMARY KEY,
  merchant text NOT NULL,
  base_version integer NOT NULL,
  document jsonb NOT NULL,
  source text NOT NULL,
  author text NOT NULL,
  reason text NOT NULL DEFAULT '',
  -- draft | pending (needs approval) | scheduled | publishing (claimed) | published | rejected | cancelled | failed
  status text NOT NULL,
  publish_at timestamptz,
  four_eyes jsonb NOT NULL DEFAULT '[]'::jsonb,
  approved_by text,
  decided_by text,
  decision_reason text,
  decided_at timestamptz,
  claimed_by text,
  claimed_at timestamptz,
  published_version integer,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS config_changes_due ON config_changes (publish_at) WHERE status = 'scheduled';
CREATE INDEX IF NOT EXISTS config_changes_merchant ON config_changes (merchant, id DESC);
-- Which change a version published, and why (shown in history and audit).
ALTER TABLE config_versions ADD COLUMN IF NOT EXISTS change_id bigint;
ALTER TABLE config_versions ADD COLUMN IF NOT EXISTS reason text;

-- Webhooks per merchant: the secret signs each body (HMAC-SHA256), deliveries are retried with backoff.
CREATE TABLE IF NOT EXISTS webhooks (
  id bigserial PRIMARY KEY,
  merchant text NOT NULL,
  url text NOT NULL,
  secret text NOT NULL,
  events jsonb NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  disabled_at timestamptz
);
CREATE TABLE IF NOT EXISTS webhook_deliveries (
  id bigserial PRIMARY KEY,
  webhook_id bigint NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
  merchant text NOT NULL,
  event text NOT NULL,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_status integer,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz
);
CREATE INDEX IF NOT EXISTS webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX IF NOT EXISTS webhook_deliveries_hook ON webhook_deliveries (webhook_id, id DESC);

-- Read-only API tokens for integrations: only the SHA-256 is stored; the token is shown once.
CREATE TABLE IF NOT EXISTS api_tokens (
  id text PRIMARY KEY,
  name text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  merchants jsonb,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
