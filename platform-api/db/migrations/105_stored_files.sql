-- Uploaded files in the database (issue 30): in scale mode every replica serves what another one
-- received (KYC pictures, reward-application pictures, console content pictures). Single-node mode
-- keeps them on disk under DATA_DIR/uploads and leaves this table empty.
-- A key is `<kind>/<name>.<ext>`: the name is the sha-256 of the bytes (the same bytes are stored
-- once), or the uuid a file had on disk (files moved from disk keep the key rows already hold).
CREATE TABLE IF NOT EXISTS stored_files (
  key text PRIMARY KEY CHECK (key ~ '^[a-z-]{1,32}/([0-9a-f]{64}|[0-9a-f-]{36})\.(jpg|png)$'),
  kind text NOT NULL CHECK (kind ~ '^[a-z-]{1,32}$'),
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png')),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  size integer NOT NULL CHECK (size >= 0),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Pictures are compressed already (jpeg, png): stored out of line without another compression pass.
ALTER TABLE stored_files ALTER COLUMN bytes SET STORAGE EXTERNAL;
