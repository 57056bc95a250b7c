-- Segments (issue 35): banners and promotions, like announcements (190_content_segment.sql), may be
-- shown only to the players of one of the merchant's saved segments (merchant JSON `segments`, by its
-- short name); NULL: every player.
ALTER TABLE banners ADD COLUMN IF NOT EXISTS segment text;
ALTER TABLE promotions ADD COLUMN IF NOT EXISTS segment text;
