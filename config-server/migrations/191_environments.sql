-- Issue 35 (beyond the anchors), environments: a staging copy of a merchant, with its own versions.
-- Served to players at staging.<each host of the merchant>; edited in the console first; promoted
-- to production as a change that a second operator approves (config_changes, status pending).
CREATE TABLE IF NOT EXISTS config_staging_versions (
  merchant text NOT NULL,
  version integer NOT NULL,
  etag text NOT NULL,
  -- The document as written (key order kept).
  source text NOT NULL,
  author text NOT NULL,
  reason text,
  summary jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- The production version this copy was made from (kept by later staging edits; a new copy resets it).
  copied_from integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant, version)
);
-- A promotion is an ordinary change of production; this row says which staging version it carries.
CREATE TABLE IF NOT EXISTS config_promotions (
  change_id bigint PRIMARY KEY,
  merchant text NOT NULL,
  staging_version integer NOT NULL,
  production_version integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS config_promotions_merchant ON config_promotions (merchant, change_id DESC);
