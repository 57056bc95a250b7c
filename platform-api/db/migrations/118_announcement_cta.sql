-- A greeting popup's call to action (issue 32 item 18): where its button goes (cta_target: 'register',
-- 'login' or a page of the site, /m/…; NULL: no button) and its words per language ('' where the
-- popup is not written in that language). The platform's seeded greetings get theirs here too, on a
-- data folder seeded before this column (a fresh one is seeded with them: seed/content-data.ts).
ALTER TABLE announcements ADD COLUMN IF NOT EXISTS cta_target text;
ALTER TABLE announcements ADD COLUMN IF NOT EXISTS cta_label_vi text NOT NULL DEFAULT '';
ALTER TABLE announcements ADD COLUMN IF NOT EXISTS cta_label_en text NOT NULL DEFAULT '';
UPDATE announcements AS a SET cta_target = s.target, cta_label_vi = s.vi, cta_label_en = s.en
  FROM (VALUES
    ('Welcome back', '/m/activity', 'Xem ưu đãi', 'See offers'),
    ('VIP upgrade', '/m/member/benefits', 'Xem quyền lợi VIP', 'See VIP benefits'),
    ('Register for a gift', 'register', 'Đăng ký ngay', 'Register now'),
    ('Get the app', '/m/download', 'Tải ngay', 'Download now')
  ) AS s (title_en, target, vi, en)
 WHERE a.merchant_code IS NULL AND a.type = 'PU' AND a.cta_target IS NULL AND a.title_en = s.title_en;
