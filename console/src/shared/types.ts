/** The admin API answers the console reads: types from the schemas the routes declare (schemas/admin.schema.ts). */
export type {
  AuditRow,
  ConfigChange,
  ConfigProblem,
  ConfigReply as ConfigVersion,
  DryRunReply,
  MerchantSummary as MerchantRow,
  SaveReply,
  VersionConflict as Conflict,
  VersionMeta,
} from '../../../schemas';
