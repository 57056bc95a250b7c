import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Mailer } from '../../server/mail';
import type { SmsSender } from '../../server/sms';
import type { MerchantConfig } from '../../schemas';
import type { Db, Queryable } from '../../server/db/db';
import { errorResponses } from '../../server/schema-refs';

/*
 * The back office: the console's routes that act on platform data (withdrawal review, ledger,
 * rebates, KYC review, agent applications and contracts, reward grants, content administration)
 * live beside that data in platform-api/routes/*-admin.ts. The console (config-server/admin/)
 * registers them inside its admin scope, so they keep its session and role check, its merchant scope
 * guard and its audit log, which it hands over as `BackOfficeDeps`: platform-api never imports the
 * config server.
 */

/** The console roles (config-server/admin/users.ts CONSOLE_ROLES). */
export type BackOfficeRole = 'operator' | 'support' | 'viewer';
export const ALL_BACK_OFFICE_ROLES: BackOfficeRole[] = ['operator', 'support', 'viewer'];

/** What the back office writes to the console's audit log. */
export type BackOfficeAction =
  | 'withdrawApproved'
  | 'withdrawRejected'
  | 'kycApproved'
  | 'kycRejected'
  | 'rewardGranted'
  | 'agentApproved'
  | 'agentRejected'
  | 'contractOffered'
  | 'contractWithdrawn'
  | 'rebatesRun'
  | 'contentCreated'
  | 'contentUpdated'
  | 'contentRemoved'
  | 'contentImageUploaded'
  // Issue 34: the Players page.
  | 'playerLocked'
  | 'playerUnlocked'
  | 'playerSessionsEnded'
  | 'playerPasswordResetSent'
  | 'playerNoteAdded'
  | 'balanceAdjusted'
  | 'adjustmentProposed'
  | 'adjustmentApproved'
  | 'adjustmentRejected'
  | 'adjustmentWithdrawn';

export interface BackOfficeAuditEntry {
  actor: string;
  action: BackOfficeAction;
  merchant: string;
  ip: string;
  detail: Record<string, unknown>;
}

/** Writes one audit row with `q`: a transaction's, so the row commits (or not) with what it records. */
export type BackOfficeAudit = (q: Queryable, entry: BackOfficeAuditEntry) => Promise<void>;

/** What the console gives the back office (config-server/admin/index.ts). */
export interface BackOfficeDeps {
  db: Db;
  /** Platform files (uploads), as PlatformOptions.dataDir. */
  dataDir: string;
  /** The merchant config by code; undefined: MERCHANT_NOT_FOUND. */
  merchant(code: string): MerchantConfig | undefined;
  /** The console's session and role check (a preHandler): 401 without a session, 403 for another role. */
  requireRole(...roles: BackOfficeRole[]): (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** The console user name of a request that passed `requireRole`. */
  actor(req: FastifyRequest): string;
  /** The console role of a request that passed `requireRole` (what it may read: docs/security.md). */
  role(req: FastifyRequest): BackOfficeRole;
  /** The console's audit writer. */
  audit: BackOfficeAudit;
  /** Tells open player pages of the merchant (every replica) that its content changed. */
  contentChanged(code: string): Promise<void>;
  /**
   * Tells open player pages of the merchant (every replica) that these sessions (by their stored
   * hashes) were ended by the console; the stream carries only their tags (core/session-tag.ts).
   */
  sessionsEnded(code: string, tokenHashes: string[]): Promise<void>;
  production: boolean;
  /** How mail goes out (server/mail.ts); undefined: none. */
  mailer?: Mailer;
  /** How SMS codes go out (server/sms.ts); undefined: none (production without SMS_URL). */
  sms?: SmsSender;
}

/** OpenAPI security and tag of a console route, and its auth errors (as config-server/admin/schemas.ts). */
export const adminSecured = { security: [{ bearer: [] }], tags: ['admin'] };
export const adminAuthErrors = errorResponses(400, 401, 403, 404);
