/**
 * The console's query keys, one factory per admin resource family (the pattern of the player app's
 * `renderer/src/shared/api/query-keys.ts`). Every `useQuery`, `invalidateQueries` and `setQueryData`
 * builds its key here: a family's `all` is the prefix of each of its keys, so invalidating it
 * reaches every query of that family, and a key can never be misspelt in one place only.
 */
export type QueryKey = readonly [family: string, ...parts: unknown[]];

export const queryKeys = {
  merchants: { all: ['merchants'] as const },
  /** The platform's languages with their text counts (server files: fixed while the console runs). */
  languages: { all: ['languages'] as const },
  config: {
    all: ['config'] as const,
    of: (code: string) => ['config', code] as const,
  },
  versions: {
    all: ['versions'] as const,
    of: (code: string) => ['versions', code] as const,
    /** The newest version only (the open editor's watch for publishes made elsewhere). */
    latest: (code: string) => ['versions', code, 'latest'] as const,
  },
  version: {
    all: ['version'] as const,
    of: (code: string, version: number) => ['version', code, version] as const,
  },
  audit: {
    all: ['audit'] as const,
    list: (filters: Record<string, string>) => ['audit', filters] as const,
    facets: () => ['audit', 'facets'] as const,
  },
  users: { all: ['users'] as const },
  previews: {
    all: ['previews'] as const,
    of: (code: string) => ['previews', code] as const,
  },
  captcha: { all: ['captcha'] as const },
  /** The platform's game catalogue (the vendor picker of vendor rules). */
  catalogue: { vendors: ['catalogue', 'vendors'] as const },
  /** The server's dry run of a draft document (`POST …/validate`). */
  dryRun: { of: (code: string, doc: unknown) => ['dry-run', code, doc] as const },
  /** The player-facing config as served (preview page). */
  live: { of: (code: string) => ['live', code] as const },
  agents: {
    of: (code: string) => ['agents', code] as const,
    applications: (code: string) => ['agents', code, 'applications'] as const,
    offers: (code: string) => ['agents', code, 'offers'] as const,
  },
  content: {
    of: (code: string) => ['content', code] as const,
    list: (code: string, kind: string) => ['content', code, kind] as const,
    categories: (code: string, language: string) => ['content', code, 'categories', language] as const,
  },
  changes: {
    all: ['changes'] as const,
    one: (code: string, id: number) => ['changes', code, id] as const,
    comments: (code: string, id: number) => ['changes', code, id, 'comments'] as const,
  },
  kyc: {
    of: (code: string) => ['kyc', code] as const,
    list: (code: string, filter: string) => ['kyc', code, filter] as const,
    picture: (code: string, id: number, side: string) => ['kyc', code, 'picture', id, side] as const,
  },
  payments: {
    of: (code: string) => ['payments', code] as const,
    withdrawals: (code: string) => ['payments', code, 'withdrawals'] as const,
    deposits: (code: string) => ['payments', code, 'deposits'] as const,
    ledger: (code: string, username: string) => ['payments', code, 'ledger', username] as const,
    context: (code: string, id: number) => ['payments', code, 'context', id] as const,
    /** Deposits against the ledger over a range of the merchant's days (issue 34). */
    reconcile: (code: string, from: string, to: string) => ['payments', code, 'reconcile', from, to] as const,
  },
  /** The Players page (issue 34): a search, a player's page and each of the player's lists. */
  players: {
    of: (code: string) => ['players', code] as const,
    search: (code: string, q: string, offset: number) => ['players', code, 'search', q, offset] as const,
    one: (code: string, id: number) => ['players', code, id] as const,
    /** The merchant's VIP ladder (the segment pickers). */
    vipLevels: (code: string) => ['players', code, 'vip-levels'] as const,
    list: (code: string, id: number, list: string, offset: number) =>
      ['players', code, id, list, offset] as const,
  },
  /** The Reports page (issue 34): a merchant's days between two of its days. */
  reports: {
    of: (code: string) => ['reports', code] as const,
    daily: (code: string, from: string, to: string) => ['reports', code, 'daily', from, to] as const,
  },
  webhooks: {
    of: (code: string) => ['webhooks', code] as const,
    deliveries: (code: string) => ['webhooks', code, 'deliveries'] as const,
  },
  tokens: { all: ['tokens'] as const },
} as const;
