-- Issue 17: a member who has not picked a head icon gets one drawn for them (per member, in the
-- merchant's theme) instead of the same avatar-1 for everyone: '' means "not picked".
ALTER TABLE members ALTER COLUMN head_icon SET DEFAULT '';
