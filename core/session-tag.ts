/*
 * Issue 34: when the console ends a player's sessions (lock, end all sessions), the merchant's event
 * stream names each ended session by a tag an open page can compare with its own: the first 16 hex
 * digits of SHA-256 of the session's stored hash (itself SHA-256 of the token, hex). Neither the
 * token nor the stored hash can be got back from it, and it names no member. Web Crypto: the same
 * code runs in the browser and in Node.
 */

const SESSION_TAG_LENGTH = 16;

async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => (b + 0x100).toString(16).slice(1)).join('');
}

/** The tag of a session from its stored hash (the server's `sessions.token_hash`). */
export async function sessionTagOfHash(tokenHash: string): Promise<string> {
  return (await sha256Hex(tokenHash)).slice(0, SESSION_TAG_LENGTH);
}

/** The tag of a session from its token (what the player's page holds). */
export async function sessionTagOfToken(token: string): Promise<string> {
  return sessionTagOfHash(await sha256Hex(token));
}

/** Whether Web Crypto's digest is there (a page served over plain http to another host has none). */
export const canTagSessions = (): boolean => typeof globalThis.crypto?.subtle?.digest === 'function';
