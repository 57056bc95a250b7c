/**
 * Query-key factories, one per API family: a feature builds its keys here so invalidation by
 * family (`queryKeys.member.all`) reaches every query of that family.
 */
const family = <N extends string>(name: N) => ({
  all: [name] as const,
  detail: (...parts: readonly unknown[]) => [name, ...parts] as const,
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
