-- Issue 35, "approvals people notice": comments on a change (a four-eyes review, a draft, any change
-- on the Changes page). Read by every console role of the merchant; written by operators and support.
CREATE TABLE IF NOT EXISTS config_change_comments (
  id bigserial PRIMARY KEY,
  change_id bigint NOT NULL REFERENCES config_changes(id) ON DELETE CASCADE,
  merchant text NOT NULL,
  author text NOT NULL,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS config_change_comments_change ON config_change_comments (change_id, id);
-- Reviewers are told by mail (the demo outbox outside production) when a change waits for them or
-- is commented on: the address and the language of the mail (NULL: no mail; vi by default).
ALTER TABLE console_users ADD COLUMN IF NOT EXISTS email text;
ALTER TABLE console_users ADD COLUMN IF NOT EXISTS language text;
