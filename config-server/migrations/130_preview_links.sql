-- Every preview link, so it is audited, listed and revocable (issue 14 item 4); a token names its row.
CREATE TABLE IF NOT EXISTS preview_links (
  id text PRIMARY KEY,
  merchant text NOT NULL,
  created_by text NOT NULL,
  role text NOT NULL,
  overrides jsonb NOT NULL DEFAULT '{}'::jsonb,
  draft_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoked_by text
);
CREATE INDEX IF NOT EXISTS preview_links_recent ON preview_links (created_at DESC);
