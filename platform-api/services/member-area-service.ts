import type { Db } from '../../server/db/db';
import { claimReward, signInToday } from '../repositories/member-area-repository';

/** Claims a reward once: marked claimed and credited through the ledger, one transaction. */
export const claimRewardOnce = (db: Db, memberId: number, rewardId: number) =>
  db.transaction((tx) => claimReward(tx, memberId, rewardId));

/** Today's sign-in and its reward, credited through the ledger, once a day; one transaction. */
export const signInOnce = (db: Db, memberId: number, currency: Parameters<typeof signInToday>[2]) =>
  db.transaction((tx) => signInToday(tx, memberId, currency));
