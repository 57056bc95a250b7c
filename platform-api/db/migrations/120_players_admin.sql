-- The console's Players back office (issue 34): find a player by the start of a username, mobile
-- number, email or affiliate code within a merchant, and lock a player with a reason.
-- Prefix search (LIKE 'abc%') uses a btree only with text_pattern_ops (the database's collation is
-- not C): one index per searched column, each led by the merchant, so a search reads one merchant's
-- matching rows only (EXPLAIN in tests/api/players-admin.test.ts).
CREATE INDEX IF NOT EXISTS members_username_prefix ON members (merchant_code, lower(username) text_pattern_ops);
CREATE INDEX IF NOT EXISTS members_mobile_prefix ON members (merchant_code, mobile text_pattern_ops) WHERE mobile IS NOT NULL;
CREATE INDEX IF NOT EXISTS members_email_prefix ON members (merchant_code, lower(email) text_pattern_ops) WHERE email IS NOT NULL;
CREATE INDEX IF NOT EXISTS members_affiliate_prefix ON members (merchant_code, lower(affiliate_code) text_pattern_ops) WHERE affiliate_code IS NOT NULL;
-- A lock by the console (status 'locked'): the reason is shown to the player on the login page.
ALTER TABLE members ADD COLUMN IF NOT EXISTS lock_reason text;
ALTER TABLE members ADD COLUMN IF NOT EXISTS locked_by text;
ALTER TABLE members ADD COLUMN IF NOT EXISTS locked_at timestamptz;
-- Notes the console's people keep about a player (never shown to the player), never edited.
CREATE TABLE IF NOT EXISTS member_notes (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  author text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS member_notes_member ON member_notes (member_id, id DESC);
-- The player is told in the inbox when the console locks or unlocks the account, ends its sessions
-- or sends a password-reset code.
ALTER TABLE inbox_messages DROP CONSTRAINT IF EXISTS inbox_messages_kind_check;
ALTER TABLE inbox_messages ADD CONSTRAINT inbox_messages_kind_check CHECK (kind IN (
  'depositPaid', 'withdrawApproved', 'withdrawRejected', 'kycApproved', 'kycRejected',
  'agentApproved', 'agentRejected', 'rewardGranted',
  'accountLocked', 'accountUnlocked', 'sessionsEnded', 'passwordResetSent'));
