-- Issue 35 item 12: an operator withdraws a contract offer the agent has not answered yet
-- (pending → withdrawn, one conditional UPDATE); who withdrew it is kept, as who offered it.
ALTER TABLE agent_contracts DROP CONSTRAINT IF EXISTS agent_contracts_status_check;
ALTER TABLE agent_contracts ADD CONSTRAINT agent_contracts_status_check
  CHECK (status IN ('pending', 'accepted', 'rejected', 'ended', 'withdrawn'));
ALTER TABLE agent_contracts ADD COLUMN IF NOT EXISTS withdrawn_by text;
-- The console lists a merchant's pending offers through the members of that merchant.
CREATE INDEX IF NOT EXISTS agent_contracts_pending ON agent_contracts (member_id) WHERE status = 'pending';
