-- The member inbox (spec §3 unread counts, §7 inbox unread): messages the platform sends a member when
-- something about their account is decided (a deposit credited, a withdrawal approved or rejected, the
-- identity check reviewed, an agent application reviewed, a reward granted). A message is a kind and
-- its parameters; the player site words it in the player's language. Read once, never edited.
CREATE TABLE IF NOT EXISTS inbox_messages (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN (
    'depositPaid', 'withdrawApproved', 'withdrawRejected', 'kycApproved', 'kycRejected',
    'agentApproved', 'agentRejected', 'rewardGranted')),
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX IF NOT EXISTS inbox_member ON inbox_messages (member_id, id DESC);
CREATE INDEX IF NOT EXISTS inbox_unread ON inbox_messages (member_id) WHERE read_at IS NULL;
