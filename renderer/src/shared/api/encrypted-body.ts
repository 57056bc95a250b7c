import { apiFetch } from './client';
import { AUTH_PATHS } from './paths';

/** The encrypted-body format of docs/team-contract.md: AES-256-GCM payload, RSA-OAEP wrapped key. */
const AES_KEY_BYTES = 32;
const IV_BYTES = 12;

const toBase64 = (bytes: ArrayBuffer | Uint8Array): string => {
  const arr = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let s = '';
  for (const b of arr) s += String.fromCharCode(b);
  return btoa(s);
};

let publicKey: Promise<string> | undefined;
const getPublicKey = () => {
  publicKey ??= apiFetch<{ publicKey: string }>(AUTH_PATHS.publicKey)
    .then((r) => r.publicKey)
    .catch((e: unknown) => {
      publicKey = undefined;
      throw e;
    });
  return publicKey;
};

/**
 * Encrypts a payload for login, register and reset by phone. jsencrypt is loaded only here, so it
 * never weighs on the first load of home. `ts` is authenticated as the GCM additional data and the
 * random IV is the nonce: the server accepts each body once, within a window around `ts`.
 */
export async function encryptedBody(
  payload: unknown,
): Promise<{ body: { iv: string; data: string; ts: number }; headers: { Encryption: string } }> {
  const [{ JSEncrypt }, pem] = await Promise.all([import('jsencrypt'), getPublicKey()]);
  const rawKey = crypto.getRandomValues(new Uint8Array(AES_KEY_BYTES));
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const key = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['encrypt']);
  const ts = Date.now();
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(String(ts)) },
    key,
    new TextEncoder().encode(JSON.stringify(payload)),
  );
  const rsa = new JSEncrypt();
  rsa.setPublicKey(pem);
  const wrapped = rsa.encryptOAEP(toBase64(rawKey));
  if (!wrapped) throw new Error('encryption failed');
  return { body: { iv: toBase64(iv), data: toBase64(data), ts }, headers: { Encryption: wrapped } };
}
