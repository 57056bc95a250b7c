/**
 * Query-key factories, one per API family: a feature builds its keys here so invalidation by
 * family (`queryKeys.member.all`) reaches every query of that family.
 */
export type QueryKey = readonly [family: string, ...parts: unknown[]];

const family = <N extends string>(name: N) => ({
  all: [name] as const,
  /** One key type for every family, so a hook can choose between families' query options. */
  detail: (...parts: readonly unknown[]): QueryKey => [name, ...parts],
});

export const queryKeys = {
  auth: family('auth'),
  status: family('status'),
  games: family('games'),
  favourites: family('favourites'),
  recent: family('recent'),
  content: family('content'),
  promotions: family('promotions'),
  member: family('member'),
  wallet: family('wallet'),
  agent: family('agent'),
} as const;
