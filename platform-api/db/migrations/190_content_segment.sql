-- Segments (issue 35): an announcement may be shown only to the players of one of the merchant's
-- saved segments (merchant JSON `segments`, by its short name); NULL: every player.
ALTER TABLE announcements ADD COLUMN IF NOT EXISTS segment text;
