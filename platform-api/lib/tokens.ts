import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Session and ticket tokens: 256 random bits, base64url; only their SHA-256 is stored. */
const TOKEN_BYTES = 32;

export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A numeric code (captcha, SMS) of `length` digits from a CSPRNG. */
export function numericCode(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}
