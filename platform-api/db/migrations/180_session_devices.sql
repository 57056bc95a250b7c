-- The device a session was opened from (issue 34, the console's logins list): a summary of the
-- login's User-Agent (core/user-agent.ts: browser and version, system and version, in an app or
-- not; the agent string itself is not kept) and the address it came from. Older sessions have none.
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS device_browser text;
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS device_os text;
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS device_app boolean;
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS ip text;
