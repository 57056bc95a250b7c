-- Console content section (issue 11): promotions can be drafts or scheduled to appear later, banners
-- have a schedule, and a merchant can hide an item the platform shares with every merchant.
ALTER TABLE promotions ADD COLUMN IF NOT EXISTS draft boolean NOT NULL DEFAULT false;
ALTER TABLE promotions ADD COLUMN IF NOT EXISTS publish_at timestamptz;
ALTER TABLE banners ADD COLUMN IF NOT EXISTS start_date timestamptz;
ALTER TABLE banners ADD COLUMN IF NOT EXISTS end_date timestamptz;
CREATE TABLE IF NOT EXISTS content_hidden (
  merchant_code text NOT NULL,
  kind text NOT NULL,
  item_id integer NOT NULL,
  hidden_by text NOT NULL,
  hidden_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_code, kind, item_id)
);
