-- Issue 16: a console user may be limited to some merchants (NULL: every merchant). Stored as a JSON
-- array of merchant codes; an operator of lotus cannot read or change demo.
ALTER TABLE console_users ADD COLUMN IF NOT EXISTS merchants jsonb;
