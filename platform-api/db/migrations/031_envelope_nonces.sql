-- Nonces (GCM IVs) of encrypted request bodies already accepted: a replay within the window is refused.
CREATE TABLE IF NOT EXISTS envelope_nonces (
  nonce text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS envelope_nonces_expiry ON envelope_nonces (expires_at);
