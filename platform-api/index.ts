/**
 * The platform's public surface: what the config server (and its tools) may use of platform-api/.
 * Lint allows config-server/ to import this file and plugin.ts only (eslint.config.js); the rest of
 * platform-api/ is internal. Shared server code (database, migrations, errors, schema refs, rate
 * limits, route typing) is in server/, not here.
 */
export { platformApi, type PlatformOptions } from './plugin';
export { PLATFORM_MIGRATIONS } from './migrations-dir';
export { seed } from './seed/seed';

// The back office (issue 33): the console's routes on platform data live here, beside that data
// (routes/*-admin.ts); the console registers them in its admin scope with its role check, scope guard
// and audit log (BackOfficeDeps).
export { backOfficeRoutes } from './back-office';
export { adminAuthErrors, adminSecured } from './lib/back-office';
export type {
  BackOfficeAction,
  BackOfficeAudit,
  BackOfficeAuditEntry,
  BackOfficeDeps,
  BackOfficeRole,
} from './lib/back-office';
// The player page's first banner (config-server/html.ts).
export { listBanners } from './repositories/content-repository';
// A config that drops a segment content still targets is refused (issue 35, the publisher).
export { contentUsingOtherSegments, type SegmentUse } from './repositories/content-repository';
// Scheduled content reaching open pages (the config server's event stream).
export { contentClock, type ContentClock } from './services/content-clock';

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

// The demo outbox page (the console links to it when the server has one).
export { OUTBOX_PAGE_PATH } from './routes/dev';
// The promotion a support preview link shows (the console's preview links, issue 11).
export { promotionForPreview } from './repositories/promotions-repository';
export { promotionExists } from './services/content-admin-service';
export { toPromotion } from './routes/promotions';
export { cleanHtml } from './lib/sanitize';
// Mail outside production without SMTP goes to the same outbox (server/mail.ts, config-server/app.ts).
export { outboxMailer, outboxSms } from './repositories/outbox-repository';
