import type { Db } from '../../server/db/db';
import { decideContract } from '../repositories/agents-repository';

/** An agent accepts or rejects a pending contract (accepting replaces the one in force); one transaction. */
export const answerContract = (db: Db, d: Parameters<typeof decideContract>[1]) =>
  db.transaction((tx) => decideContract(tx, d));
