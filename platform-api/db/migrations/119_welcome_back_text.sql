-- The seeded "welcome back" greeting promised a login gift that no merchant offers (lotus and basic
-- have no reward centre; its button goes to the promotions): it now says what the button shows. A data
-- folder seeded before gets the words here, only where the seeded words are unchanged (a fresh one is
-- seeded with them: seed/content-data.ts).
UPDATE announcements
   SET content_vi = '<p style="font-size:28px">Ưu đãi hôm nay đang chờ bạn!</p>',
       content_en = '<p style="font-size:28px">Today''s offers are waiting for you!</p>'
 WHERE merchant_code IS NULL AND type = 'PU' AND title_en = 'Welcome back'
   AND content_vi = '<p style="font-size:28px">Nhận quà đăng nhập hôm nay!</p>'
   AND content_en = '<p style="font-size:28px">Claim today''s login gift!</p>';
