-- Manual balance adjustments from the console's Players page (issue 34): an operator proposes a
-- signed amount with a reason; up to the merchant's `payments.adjustmentApprovalAbove` it is applied
-- at once, above it a second operator (never the proposer) approves or rejects it: four-eyes. Applied,
-- it is one ledger entry of kind 'adjustment' (never an edit of an entry), named here.
CREATE TABLE IF NOT EXISTS balance_adjustments (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  merchant_code text NOT NULL,
  amount bigint NOT NULL CHECK (amount <> 0),
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'applied', 'rejected')),
  proposed_by text NOT NULL,
  proposed_at timestamptz NOT NULL DEFAULT now(),
  decided_by text,
  decided_at timestamptz,
  decision_reason text,
  ledger_entry_id bigint,
  CHECK (decided_by IS NULL OR decided_by <> proposed_by)
);
CREATE INDEX IF NOT EXISTS balance_adjustments_member ON balance_adjustments (member_id, id DESC);
CREATE INDEX IF NOT EXISTS balance_adjustments_pending ON balance_adjustments (merchant_code) WHERE status = 'pending';
-- The player is told when an adjustment moves their balance.
ALTER TABLE inbox_messages DROP CONSTRAINT IF EXISTS inbox_messages_kind_check;
ALTER TABLE inbox_messages ADD CONSTRAINT inbox_messages_kind_check CHECK (kind IN (
  'depositPaid', 'withdrawApproved', 'withdrawRejected', 'kycApproved', 'kycRejected',
  'agentApproved', 'agentRejected', 'rewardGranted',
  'accountLocked', 'accountUnlocked', 'sessionsEnded', 'passwordResetSent', 'balanceCredited', 'balanceDebited'));
