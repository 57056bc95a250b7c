-- Social sign-in (issue 17): OAuth 2.0 / OIDC authorization-code flows with PKCE, state and nonce.

-- A provider identity linked to a member: one member per identity, one identity per provider per member.
CREATE TABLE IF NOT EXISTS social_identities (
  merchant_code text NOT NULL,
  provider text NOT NULL,
  subject text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  email text,
  display_name text,
  linked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_code, provider, subject)
);
CREATE UNIQUE INDEX IF NOT EXISTS social_identities_member ON social_identities (member_id, provider);

-- A sign-in under way: only the SHA-256 of the state is kept; used once, 10 minutes at most.
CREATE TABLE IF NOT EXISTS social_flows (
  state_hash text PRIMARY KEY,
  merchant_code text NOT NULL,
  provider text NOT NULL,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  redirect_uri text NOT NULL,
  link_member_id integer REFERENCES members (id) ON DELETE CASCADE,
  return_path text NOT NULL DEFAULT '/m/home',
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);

-- The one-time ticket the player page trades for its session after the callback (no token in an address).
CREATE TABLE IF NOT EXISTS social_tickets (
  ticket_hash text PRIMARY KEY,
  merchant_code text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  outcome text NOT NULL,
  provider text NOT NULL,
  return_path text NOT NULL DEFAULT '/m/home',
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);

-- The demo identity provider's authorization codes and access tokens (demo mode only).
CREATE TABLE IF NOT EXISTS demo_idp_grants (
  code_hash text PRIMARY KEY,
  provider text NOT NULL,
  client_id text NOT NULL,
  redirect_uri text NOT NULL,
  code_challenge text NOT NULL,
  nonce text,
  identity jsonb NOT NULL,
  access_token_hash text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);
