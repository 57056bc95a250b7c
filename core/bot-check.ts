/**
 * Spec §3/§7 bot-check fields of the SMS code request: a proof of work bound to the number asked for.
 * The server hands out a single-use challenge (`GET /api/auth/bot-challenge`); the client finds a
 * nonce whose SHA-256 of `challenge:dialingCode+mobile:nonce` starts with `bits` zero bits. The
 * same rule runs in the browser (WebCrypto) and on the server (node:crypto); the digest is injected.
 */
export type Digest = (text: string) => Promise<Uint8Array> | Uint8Array;

/** Most zero bits a challenge may ask for (a browser solves 2^bits hashes on average). */
export const BOT_CHECK_MAX_BITS = 24;

/** The text hashed for one try. */
export const botCheckInput = (challenge: string, mobile: string, nonce: string): string =>
  `${challenge}:${mobile}:${nonce}`;

/** Count of leading zero bits of a digest. */
export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** Whether `nonce` solves the challenge for this number. */
export async function checkBotProof(
  digest: Digest,
  challenge: string,
  mobile: string,
  nonce: string,
  bits: number,
): Promise<boolean> {
  if (!/^[0-9]{1,12}$/.test(nonce)) return false;
  return leadingZeroBits(await digest(botCheckInput(challenge, mobile, nonce))) >= bits;
}

/** Finds the first nonce (decimal string) that solves the challenge; gives up after `maxTries`. */
export async function solveBotProof(
  digest: Digest,
  challenge: string,
  mobile: string,
  bits: number,
  maxTries = 2 ** (BOT_CHECK_MAX_BITS + 4),
): Promise<string> {
  for (let n = 0; n < maxTries; n++) {
    const nonce = String(n);
    if (leadingZeroBits(await digest(botCheckInput(challenge, mobile, nonce))) >= bits) return nonce;
  }
  throw new Error('bot check: no nonce found');
}

/** The number a proof is bound to, as the server writes it: dialing code + national number without leading zeros. */
export const botCheckMobile = (countryDialingCode: string, mobileNum: string): string =>
  `${countryDialingCode}${mobileNum.trim().replace(/^0+/, '')}`;
