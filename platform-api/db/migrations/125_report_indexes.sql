-- The console's daily reports (issue 34) read a merchant's range of days straight from the ledger
-- and the members table (platform-api/repositories/reports-repository.ts):
--   * the range's entries by time, whatever the merchant's share of the ledger;
--   * "is this the member's first deposit": the member's deposit entries by id (a partial index,
--     small: deposits are a sliver of the entries);
--   * a merchant's registrations of the range.
CREATE INDEX IF NOT EXISTS ledger_created ON ledger_entries (created_at);
CREATE INDEX IF NOT EXISTS ledger_member_deposits ON ledger_entries (member_id, id) WHERE kind = 'deposit';
CREATE INDEX IF NOT EXISTS members_merchant_created ON members (merchant_code, created_at);
