/**
 * Remembered login (spec §3 keys `sass`, `remPass`): the password is encrypted with AES-GCM under a
 * per-device key kept as a non-extractable CryptoKey in IndexedDB, so the stored text is never
 * the password and the key cannot be read back out of the page.
 */
export const REMEMBER_KEY = 'remPass';
const DB = 'mc-device';
const STORE = 'keys';
const KEY_ID = 'remember';
const IV_BYTES = 12;

export interface RememberedLogin {
  type: 'username' | 'sms';
  username: string;
  password?: string;
  countryDialingCode?: string;
}
interface Stored {
  type: RememberedLogin['type'];
  username: string;
  countryDialingCode?: string;
  iv?: string;
  secret?: string;
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function deviceKey(): Promise<CryptoKey> {
  const db = await openDb();
  const get = () =>
    new Promise<CryptoKey | undefined>((res, rej) => {
      const r = db.transaction(STORE).objectStore(STORE).get(KEY_ID);
      r.onsuccess = () => res(r.result as CryptoKey | undefined);
      r.onerror = () => rej(r.error);
    });
  const found = await get();
  if (found) return found;
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  await new Promise<void>((res, rej) => {
    const tx = db.transaction(STORE, 'readwrite');
    tx.objectStore(STORE).put(key, KEY_ID);
    tx.oncomplete = () => res();
    tx.onerror = () => rej(tx.error);
  });
  return key;
}

const b64 = (u: Uint8Array) => btoa(String.fromCharCode(...u));
const unb64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

export async function saveRemembered(r: RememberedLogin): Promise<void> {
  const stored: Stored = { type: r.type, username: r.username, countryDialingCode: r.countryDialingCode };
  // Only username logins keep a password (spec §3); an SMS code is single-use.
  if (r.type === 'username' && r.password) {
    const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const data = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv },
      await deviceKey(),
      new TextEncoder().encode(r.password),
    );
    stored.iv = b64(iv);
    stored.secret = b64(new Uint8Array(data));
  }
  localStorage.setItem(REMEMBER_KEY, JSON.stringify(stored));
}

export async function loadRemembered(): Promise<RememberedLogin | undefined> {
  try {
    const raw = localStorage.getItem(REMEMBER_KEY);
    if (!raw) return undefined;
    const s = JSON.parse(raw) as Stored;
    const out: RememberedLogin = {
      type: s.type,
      username: s.username,
      countryDialingCode: s.countryDialingCode,
    };
    if (s.iv && s.secret) {
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: unb64(s.iv) },
        await deviceKey(),
        unb64(s.secret),
      );
      out.password = new TextDecoder().decode(plain);
    }
    return out;
  } catch {
    return undefined;
  }
}

export const forgetRemembered = () => localStorage.removeItem(REMEMBER_KEY);
