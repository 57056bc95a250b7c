import type { Db, Queryable } from '../../server/db/db';
import { verifyPassword } from '../lib/passwords';

/* Payout accounts and the payment-password lock of withdrawals. */

export interface PayoutAccount {
  id: number;
  bankName: string;
  accountNumber: string;
  holderName: string;
}

interface AccountRow {
  id: number;
  bank_name: string;
  account_number: string;
  holder_name: string;
}
const toAccount = (r: AccountRow): PayoutAccount => ({
  id: r.id,
  bankName: r.bank_name,
  accountNumber: r.account_number,
  holderName: r.holder_name,
});

export async function listPayoutAccounts(db: Queryable, memberId: number): Promise<PayoutAccount[]> {
  return (
    await db.query<AccountRow>(
      'SELECT id, bank_name, account_number, holder_name FROM payout_accounts WHERE member_id = $1 AND removed_at IS NULL ORDER BY id',
      [memberId],
    )
  ).map(toAccount);
}

export async function findPayoutAccount(
  db: Queryable,
  memberId: number,
  id: number,
): Promise<PayoutAccount | undefined> {
  const [r] = await db.query<AccountRow>(
    'SELECT id, bank_name, account_number, holder_name FROM payout_accounts WHERE member_id = $1 AND id = $2 AND removed_at IS NULL',
    [memberId, id],
  );
  return r ? toAccount(r) : undefined;
}

/** Adds an account (the same bank and number twice is the same account). */
export async function addPayoutAccount(
  db: Queryable,
  memberId: number,
  a: Omit<PayoutAccount, 'id'>,
): Promise<PayoutAccount> {
  const [r] = await db.query<AccountRow>(
    `INSERT INTO payout_accounts (member_id, bank_name, account_number, holder_name) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id, bank_name, account_number) DO UPDATE SET holder_name = EXCLUDED.holder_name, removed_at = NULL RETURNING id, bank_name, account_number, holder_name`,
    [memberId, a.bankName, a.accountNumber, a.holderName],
  );
  return toAccount(r!);
}

/**
 * Removes an account from the member's list (the row stays: orders point at it). Refused while a
 * withdrawal to it is pending; 'missing' for another member's or an already removed account.
 */
export async function removePayoutAccount(
  db: Queryable,
  memberId: number,
  id: number,
): Promise<'removed' | 'missing' | 'inUse'> {
  const [busy] = await db.query(
    `SELECT 1 FROM orders WHERE member_id = $1 AND payout_account_id = $2 AND kind = 'withdraw' AND status = 'pending' LIMIT 1`,
    [memberId, id],
  );
  if (busy) return (await findPayoutAccount(db, memberId, id)) ? 'inUse' : 'missing';
  const done = await db.query(
    'UPDATE payout_accounts SET removed_at = now() WHERE member_id = $1 AND id = $2 AND removed_at IS NULL RETURNING id',
    [memberId, id],
  );
  return done.length ? 'removed' : 'missing';
}

export type PasswordCheck = 'ok' | 'wrong' | 'locked' | 'unset';

/**
 * Checks a payment password under a per-account lock. The guard row is locked (FOR UPDATE) while the
 * hash is verified, so parallel guesses from any number of addresses are counted one after another:
 * after `maxFailures` wrong ones in a row the account is locked for `lockMinutes`, whatever the IP.
 * A right password resets the count.
 */
export async function checkPaymentPassword(
  db: Db,
  memberId: number,
  password: string,
  rule: { maxFailures: number; lockMinutes: number },
): Promise<PasswordCheck> {
  return db.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO payment_password_guards (member_id) VALUES ($1) ON CONFLICT (member_id) DO NOTHING',
      [memberId],
    );
    const [g] = await tx.query<{ failures: number; locked: boolean; hash: string | null }>(
      `SELECT g.failures, (g.locked_until IS NOT NULL AND g.locked_until > now()) AS locked, m.payment_password_hash AS hash
         FROM payment_password_guards g JOIN members m ON m.id = g.member_id WHERE g.member_id = $1 FOR UPDATE OF g`,
      [memberId],
    );
    if (!g) return 'unset';
    if (g.locked) return 'locked';
    if (!g.hash) return 'unset';
    if (await verifyPassword(g.hash, password)) {
      await tx.query(
        'UPDATE payment_password_guards SET failures = 0, locked_until = NULL WHERE member_id = $1',
        [memberId],
      );
      return 'ok';
    }
    // A lock that has run out starts a fresh count.
    await tx.query(
      `UPDATE payment_password_guards SET failures = CASE WHEN locked_until IS NOT NULL THEN 1 ELSE failures + 1 END,
              locked_until = CASE WHEN (CASE WHEN locked_until IS NOT NULL THEN 1 ELSE failures + 1 END) >= $2 THEN now() + make_interval(mins => $3) ELSE NULL END
        WHERE member_id = $1`,
      [memberId, rule.maxFailures, rule.lockMinutes],
    );
    return 'wrong';
  });
}
