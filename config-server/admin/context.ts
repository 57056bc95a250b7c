import type { Db } from '../../server/db/db';
import type { SharedLimits } from '../../server/rate-limit';
import type { MerchantStore } from '../store/merchant-store';
import type { PreviewSigner } from './preview-token';
import type { VersionLog } from './versions';
import type { Env } from '../env';
import type { Publisher } from './publishing/publisher';
import type { Webhooks } from './publishing/webhooks';
import type { Scheduler } from './publishing/changes';
import type { Staging } from './environments/staging';
import type { Mailer } from '../../server/mail';

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
  /** Platform files; the back office's uploads go through platform-api's `uploadStore` (disk under `uploads/` in single-node mode, PostgreSQL in scale mode). */
  dataDir: string;
  /** The one way a document goes live (saves, rollbacks, scheduled and approved changes). */
  publisher: Publisher;
  webhooks: Webhooks;
  /** Publishes scheduled changes on time; `kick()` after a schedule is made here. */
  scheduler: Scheduler;
  env: Env;
  /** The merchants' staging copies (issue 35, environments). */
  staging: Staging;
  /** How mail goes out (server/mail.ts); undefined: none (production without SMTP_URL). */
  mailer?: Mailer;
}
