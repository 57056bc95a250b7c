-- A pending balance adjustment can be withdrawn by the operator who proposed it (a wrong amount, a
-- duplicate), instead of waiting for another operator to reject it. Withdrawn, it moves no money;
-- its decider is its proposer, which only this status allows (approve and reject stay four-eyes).
ALTER TABLE balance_adjustments DROP CONSTRAINT IF EXISTS balance_adjustments_status_check;
ALTER TABLE balance_adjustments ADD CONSTRAINT balance_adjustments_status_check
  CHECK (status IN ('pending', 'applied', 'rejected', 'withdrawn'));
ALTER TABLE balance_adjustments DROP CONSTRAINT IF EXISTS balance_adjustments_check;
ALTER TABLE balance_adjustments DROP CONSTRAINT IF EXISTS balance_adjustments_decider_check;
ALTER TABLE balance_adjustments ADD CONSTRAINT balance_adjustments_decider_check CHECK (
  decided_by IS NULL
  OR (status = 'withdrawn' AND decided_by = proposed_by)
  OR (status <> 'withdrawn' AND decided_by <> proposed_by)
);
