-- Platform base: the merchants known to the platform (seeded from merchants/).
CREATE TABLE IF NOT EXISTS merchants (
  code text PRIMARY KEY,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
