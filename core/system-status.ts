/**
 * Spec §4 system status: 0 normal, 1 maintenance (also with region restriction: maintenance wins),
 * 2 region restricted. The server answers it in `/api/status`; the player app derives it from the
 * same two facts, so the rule lives here once.
 */
export type SystemState = 0 | 1 | 2;

export function systemState(maintenance: boolean, regionRestriction: boolean): SystemState {
  if (maintenance) return 1;
  return regionRestriction ? 2 : 0;
}
