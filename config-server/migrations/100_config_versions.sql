-- Every published version of every merchant config (no limit, no expiry), with who saved it and when.
CREATE TABLE IF NOT EXISTS config_versions (
  merchant text NOT NULL,
  version integer NOT NULL,
  etag text NOT NULL,
  document jsonb NOT NULL,
  author text NOT NULL,
  origin text NOT NULL,
  summary jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant, version)
);
