-- The trial count (spec §4): free trials started per merchant, client address and UTC day.
CREATE TABLE IF NOT EXISTS trial_counts (
  merchant_code text NOT NULL,
  ip text NOT NULL,
  day date NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (merchant_code, ip, day)
);
