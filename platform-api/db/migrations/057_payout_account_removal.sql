-- A member may remove a payout account (issue 12, my account). Orders keep pointing at it, so the
-- row stays and is marked removed; adding the same bank and number again brings it back.
ALTER TABLE payout_accounts ADD COLUMN IF NOT EXISTS removed_at timestamptz;
