-- A config preview reuses its live link per (user, merchant, overrides, draft) (issue 35 item 13); a
-- content preview's link names its promotion, so the two are never taken for each other.
ALTER TABLE preview_links ADD COLUMN IF NOT EXISTS promotion_id integer;
CREATE INDEX IF NOT EXISTS preview_links_reuse ON preview_links (merchant, created_by) WHERE revoked_at IS NULL;
