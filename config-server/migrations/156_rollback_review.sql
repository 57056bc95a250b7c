-- Issue 35 item 14: a rollback that changes a four-eyes area waits for a second operator like any
-- other change; the change remembers the version it restores, so once approved it is published as a
-- rollback (history: "roll back to version N", the rollback webhook).
ALTER TABLE config_changes ADD COLUMN IF NOT EXISTS restored_from integer;
