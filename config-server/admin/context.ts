import type { Db } from '../../platform-api/db/db';
import type { SharedLimits } from '../../platform-api/lib/rate-limit';
import type { MerchantStore } from '../store/merchant-store';
import type { PreviewSigner } from './preview-token';
import type { VersionLog } from './versions';

/** What every admin route module needs. */
export interface AdminContext {
  store: MerchantStore;
  db: Db;
  versions: VersionLog;
  signer: PreviewSigner;
  production: boolean;
  limits: SharedLimits;
  /** The merchant of a host no merchant lists. */
  defaultMerchant: string;
}
