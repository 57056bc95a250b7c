-- KYC (issue 12): a member's identity pictures (front, back, selfie) and the operator's review.
-- The pictures are files (FileStore keys), never bytes in rows.
CREATE TABLE IF NOT EXISTS kyc_requests (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  merchant_code text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  front_key text NOT NULL,
  back_key text NOT NULL,
  selfie_key text NOT NULL,
  reason text,
  reviewed_by text,
  reviewed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One request under review and one approval per member, whatever the number of parallel uploads.
CREATE UNIQUE INDEX IF NOT EXISTS kyc_one_pending ON kyc_requests (member_id) WHERE status = 'pending';
CREATE UNIQUE INDEX IF NOT EXISTS kyc_one_approved ON kyc_requests (member_id) WHERE status = 'approved';
CREATE INDEX IF NOT EXISTS kyc_member ON kyc_requests (member_id, id DESC);
CREATE INDEX IF NOT EXISTS kyc_queue ON kyc_requests (merchant_code, status, id);
