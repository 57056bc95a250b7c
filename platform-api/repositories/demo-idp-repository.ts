import type { Queryable } from '../../server/db/db';

/*
 * The demo identity provider's grants (routes/demo-idp.ts): an authorization code (hashed), spent
 * once for an access token (hashed), which reads the identity while it lasts.
 */

export async function insertGrant(
  db: Queryable,
  g: {
    codeHash: string;
    provider: string;
    clientId: string | undefined;
    redirectUri: string | undefined;
    codeChallenge: string | undefined;
    nonce: string | null;
    identity: unknown;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO demo_idp_grants (code_hash, provider, client_id, redirect_uri, code_challenge, nonce, identity)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [g.codeHash, g.provider, g.clientId, g.redirectUri, g.codeChallenge, g.nonce, JSON.stringify(g.identity)],
  );
}

export type SpentGrant = {
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  nonce: string | null;
  identity: unknown;
};

/** Spends a code (single use, whatever follows): the grant, when the code was unused and fresh. */
export async function spendGrant(
  db: Queryable,
  codeHash: string,
  provider: string,
  maxAgeSeconds: number,
): Promise<SpentGrant | undefined> {
  const rows = await db.query<SpentGrant>(
    `UPDATE demo_idp_grants SET used_at = now()
      WHERE code_hash = $1 AND provider = $2 AND used_at IS NULL AND created_at > now() - make_interval(secs => $3)
      RETURNING client_id, redirect_uri, code_challenge, nonce, identity`,
    [codeHash, provider, maxAgeSeconds],
  );
  return rows[0];
}

export async function setAccessToken(db: Queryable, codeHash: string, tokenHash: string): Promise<void> {
  await db.query('UPDATE demo_idp_grants SET access_token_hash = $2 WHERE code_hash = $1', [
    codeHash,
    tokenHash,
  ]);
}

/** The identity an access token reads, while it lasts. */
export async function identityOfToken(
  db: Queryable,
  tokenHash: string,
  provider: string,
  maxAgeSeconds: number,
): Promise<unknown> {
  const rows = await db.query<{ identity: unknown }>(
    `SELECT identity FROM demo_idp_grants WHERE access_token_hash = $1 AND provider = $2
         AND used_at > now() - make_interval(secs => $3)`,
    [tokenHash, provider, maxAgeSeconds],
  );
  return rows[0]?.identity;
}
