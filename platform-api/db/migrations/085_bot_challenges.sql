-- Bot-check challenges of the SMS code request (spec §3, §7): single use, short-lived.
CREATE TABLE IF NOT EXISTS bot_challenges (
  id text PRIMARY KEY,
  merchant_code text NOT NULL,
  bits integer NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS bot_challenges_expiry ON bot_challenges (expires_at);
