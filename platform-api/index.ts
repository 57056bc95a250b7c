/**
 * The platform's public surface: what the config server (and its tools) may use of platform-api/.
 * Lint allows config-server/ to import this file and plugin.ts only (eslint.config.js); the rest of
 * platform-api/ is internal. Shared server code (database, migrations, errors, schema refs, rate
 * limits, route typing) is in server/, not here.
 */
export { platformApi, type PlatformOptions } from './plugin';
export { PLATFORM_MIGRATIONS } from './migrations-dir';
export { seed } from './seed/seed';

// The console's payments desk: members, the ledger (read and checked), withdrawals under review.
export { findMemberByUsername } from './repositories/members-repository';
export { postInbox } from './repositories/inbox-repository';
export { listBanners } from './repositories/content-repository';
export { ledgerCheck, listEntries, type LedgerEntry } from './repositories/ledger-repository';
export { listMerchantOrders, reviewWithdrawal } from './repositories/orders-repository';
// Rebates paid on demand from the console (the platform also pays them on a schedule).
export { periodEnded, runRebates } from './services/rebate-service';

// The console's agents desk: applications under review, contracts offered to agents.
export {
  listApplications,
  offerContract,
  reviewApplication,
  type Application,
} from './repositories/agents-repository';

// The console login shares the platform's login throttle and captchas.
export {
  clearFailures,
  consumeCaptcha,
  releaseAttempt,
  saveCaptcha,
  takeAttempt,
  takeSlot,
} from './repositories/security-repository';
export { LOCKED_LOGIN_INTERVAL_MS } from './lib/constants';

// Responsible gaming's clock (issue 12): injectable so tests need not wait a day.
export { OffsetClock, systemClock, type Clock } from './lib/clock';

// The console's KYC queue (issue 12): requests, their pictures, the decision.
export { findMerchantKyc, listKyc, reviewKyc, type KycListRow } from './repositories/kyc-repository';
export { sendKycPicture } from './services/kyc-service';
// The console grants rewards to members (reward centre, issue 12).
export { grantReward, rewardDto } from './repositories/member-area-repository';
// The demo outbox page (the console links to it when the server has one).
export { OUTBOX_PAGE_PATH } from './routes/dev';
// The console's content section (issue 11): content per merchant and language, sanitised HTML,
// pictures checked by their bytes, and the promotion a support preview link shows.
export * from './repositories/content-admin-repository';
export { promotionForPreview } from './repositories/promotions-repository';
export { toPromotion } from './routes/promotions';
export { cleanHtml } from './lib/sanitize';
export { reencodePicture } from './lib/images';
// Uploaded files: on disk in single-node mode, in the database in scale mode (issue 30).
export { diskFileStore, uploadStore, type FileStore } from './lib/file-store';
export { readPicture } from './services/reward-service';
