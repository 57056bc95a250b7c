-- The dev outbox names the page a captcha was drawn for (issue 32 item 23: several forms may show a
-- captcha at once, and the outbox listed them by id only). Null for SMS, mail and captchas drawn
-- without a page (an API client).
ALTER TABLE outbox ADD COLUMN IF NOT EXISTS page text;
