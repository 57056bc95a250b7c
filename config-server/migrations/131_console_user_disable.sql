-- A console user can be disabled (no login, every session refused) and enabled again (issue 14 item 8).
ALTER TABLE console_users ADD COLUMN IF NOT EXISTS disabled_at timestamptz;
ALTER TABLE console_users ADD COLUMN IF NOT EXISTS disabled_by text;
