/** Request and response schemas of the platform API, one file per family (see platform-api/API.md). */
export * from './common.schema';
export * from './status.schema';
export * from './auth.schema';
export * from './member.schema';
export * from './games.schema';
export * from './content.schema';
export * from './promotions.schema';
export * from './payments.schema';
export * from './dev.schema';
export * from './account.schema';
export * from './safety.schema';
export * from './member-area.schema';
export * from './agent.schema';
export * from './rebates.schema';
export * from './social.schema';
export * from './longtail.schema';
export * from './inbox.schema';
