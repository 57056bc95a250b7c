-- Reward pictures live in files (the upload store); a row keeps only the file's key (issue 14 item 5).
ALTER TABLE reward_pictures ADD COLUMN IF NOT EXISTS path text;
ALTER TABLE reward_pictures ALTER COLUMN bytes DROP NOT NULL;
-- One open request per player and promotion, decided by the database (parallel submissions): older
-- duplicates from before this rule are closed first.
UPDATE reward_requests r SET status = 'Rejected' WHERE r.status = 'Applying' AND EXISTS (SELECT 1 FROM reward_requests o WHERE o.member_id = r.member_id AND o.promotion_id = r.promotion_id AND o.status = 'Applying' AND o.id > r.id);
CREATE UNIQUE INDEX IF NOT EXISTS reward_requests_one_open ON reward_requests (member_id, promotion_id) WHERE status = 'Applying';
-- Upload requests per member per time window (a per-member rate limit shared by every replica).
CREATE TABLE IF NOT EXISTS upload_quota (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  window_no bigint NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (member_id, window_no)
);
