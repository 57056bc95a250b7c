import type { Db } from '../../server/db/db';
import { insertRewardRequest } from '../repositories/promotions-repository';

/** A member's reward request with its stored pictures; one transaction (undefined: already applied). */
export const saveRewardRequest = (db: Db, ...r: Tail<Parameters<typeof insertRewardRequest>>) =>
  db.transaction((tx) => insertRewardRequest(tx, ...r));

type Tail<T extends unknown[]> = T extends [unknown, ...infer R] ? R : never;
