-- Platform data: accounts, sessions, catalogue, content, promotions, payments.
CREATE TABLE IF NOT EXISTS platform_keys (
  id text PRIMARY KEY,
  private_pem text NOT NULL,
  public_pem text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS members (
  id serial PRIMARY KEY,
  merchant_code text NOT NULL,
  username text NOT NULL,
  password_hash text NOT NULL,
  payment_password_hash text,
  mobile text,
  email text,
  nickname text NOT NULL DEFAULT '',
  type integer NOT NULL DEFAULT 0,
  trial boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'active',
  head_icon text NOT NULL DEFAULT 'avatar-1',
  affiliate_code text,
  referrer_id integer,
  profile jsonb NOT NULL DEFAULT '{}',
  balance numeric(18, 2) NOT NULL DEFAULT 0,
  merchant_balance numeric(18, 2) NOT NULL DEFAULT 0,
  rank_label text,
  rank_done integer NOT NULL DEFAULT 0,
  rank_total integer NOT NULL DEFAULT 0,
  contracts jsonb NOT NULL DEFAULT '{}',
  failed_logins integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  last_login_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS members_username ON members (merchant_code, lower(username));
CREATE UNIQUE INDEX IF NOT EXISTS members_mobile ON members (merchant_code, mobile) WHERE mobile IS NOT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS members_affiliate ON members (merchant_code, affiliate_code) WHERE affiliate_code IS NOT NULL;
CREATE TABLE IF NOT EXISTS sessions (
  token_hash text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  merchant_code text NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS sessions_member ON sessions (member_id);
CREATE TABLE IF NOT EXISTS login_failures (
  key text PRIMARY KEY,
  count integer NOT NULL DEFAULT 0,
  last_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS captchas (
  id text PRIMARY KEY,
  answer_hash text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS sms_codes (
  id serial PRIMARY KEY,
  merchant_code text NOT NULL,
  mobile text NOT NULL,
  purpose text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS sms_codes_mobile ON sms_codes (merchant_code, mobile, purpose);
CREATE TABLE IF NOT EXISTS outbox (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  recipient text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS outbox_kind ON outbox (kind, recipient);
CREATE TABLE IF NOT EXISTS vendors (
  code text PRIMARY KEY,
  display_name text NOT NULL,
  game_type text NOT NULL,
  account_type_name text NOT NULL DEFAULT '',
  is_hot boolean NOT NULL DEFAULT false,
  maintenance boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS games (
  node_id serial PRIMARY KEY,
  game_type text NOT NULL,
  vendor text NOT NULL REFERENCES vendors (code),
  game_id text NOT NULL,
  game_code text NOT NULL,
  room_id text,
  name_vi text NOT NULL,
  name_en text NOT NULL,
  classify text NOT NULL DEFAULT '',
  classify_new text,
  is_new boolean NOT NULL DEFAULT false,
  hot_rank integer,
  maintenance boolean NOT NULL DEFAULT false,
  support_play integer NOT NULL DEFAULT 0,
  is_h5 boolean NOT NULL DEFAULT true,
  min_bet numeric(12, 2) NOT NULL DEFAULT 0,
  min_line integer NOT NULL DEFAULT 0,
  lotto_mode text,
  play_type text,
  sort integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS games_type ON games (game_type, vendor);
CREATE TABLE IF NOT EXISTS favourites (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id integer NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, node_id)
);
CREATE TABLE IF NOT EXISTS recent_games (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  node_id integer NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
  played_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, node_id)
);
CREATE TABLE IF NOT EXISTS winners (
  id serial PRIMARY KEY,
  user_name text NOT NULL,
  node_id integer NOT NULL REFERENCES games (node_id) ON DELETE CASCADE,
  win_amount numeric(18, 2) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS launch_tickets (
  ticket_hash text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind text NOT NULL,
  node_id integer,
  free boolean NOT NULL DEFAULT false,
  prize_mode text,
  expires_at timestamptz NOT NULL
);
CREATE TABLE IF NOT EXISTS banners (
  id serial PRIMARY KEY,
  merchant_code text,
  type text NOT NULL,
  title_vi text NOT NULL,
  title_en text NOT NULL,
  url text NOT NULL,
  link text,
  sort integer NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS announcements (
  id serial PRIMARY KEY,
  merchant_code text,
  type text NOT NULL,
  group_name text NOT NULL DEFAULT '',
  title_vi text NOT NULL,
  title_en text NOT NULL,
  content_vi text NOT NULL,
  content_en text NOT NULL,
  execution text,
  popular boolean NOT NULL DEFAULT false,
  image_url text,
  start_date timestamptz NOT NULL DEFAULT now(),
  end_date timestamptz
);
CREATE TABLE IF NOT EXISTS announcement_reads (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  announcement_id integer NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  PRIMARY KEY (member_id, announcement_id)
);
CREATE TABLE IF NOT EXISTS help_topics (
  id serial PRIMARY KEY,
  merchant_code text,
  lang text NOT NULL,
  tag text NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS download_resources (
  id serial PRIMARY KEY,
  merchant_code text,
  resource_type text NOT NULL,
  url text NOT NULL
);
CREATE TABLE IF NOT EXISTS anchors (
  id serial PRIMARY KEY,
  name text NOT NULL,
  room_kind text NOT NULL,
  tag text NOT NULL,
  online boolean NOT NULL DEFAULT true,
  viewers integer NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS promotion_categories (
  id serial PRIMARY KEY,
  merchant_code text,
  title_vi text NOT NULL,
  title_en text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS promotions (
  id serial PRIMARY KEY,
  merchant_code text,
  title_vi text NOT NULL,
  title_en text NOT NULL,
  content_vi text NOT NULL,
  content_en text NOT NULL,
  start_date timestamptz NOT NULL DEFAULT now(),
  end_date timestamptz,
  no_expiry integer NOT NULL DEFAULT 0,
  linked_promotion_id integer,
  image_required text NOT NULL DEFAULT 'N',
  remark_required text NOT NULL DEFAULT 'N',
  category_ids text NOT NULL DEFAULT '',
  images jsonb NOT NULL DEFAULT '[]',
  closed boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS promotion_joins (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  promotion_id integer NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, promotion_id)
);
CREATE TABLE IF NOT EXISTS reward_requests (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  promotion_id integer NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  remarks text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'Applying',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS reward_pictures (
  id serial PRIMARY KEY,
  request_id integer NOT NULL REFERENCES reward_requests (id) ON DELETE CASCADE,
  mime text NOT NULL,
  bytes bytea NOT NULL
);
CREATE TABLE IF NOT EXISTS orders (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind text NOT NULL,
  channel text,
  amount numeric(18, 2) NOT NULL,
  bonus numeric(18, 2) NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'pending',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS orders_member ON orders (member_id, kind);
CREATE TABLE IF NOT EXISTS feedback (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  category text,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
