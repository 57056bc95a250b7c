import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which isolatedModules cannot read). */
const ARGON2ID = 2 as Algorithm;

/** argon2id with OWASP's second profile (19 MiB, 2 passes, 1 lane): about 12 ms a hash here. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/**
 * A fixed hash to verify against when the account does not exist, so a wrong username costs the
 * same time as a wrong password (no account enumeration by timing).
 */
let dummy: Promise<string> | undefined;
export async function burnVerify(password: string): Promise<void> {
  dummy ??= hashPassword('no-such-account-placeholder');
  await verifyPassword(await dummy, password);
}
