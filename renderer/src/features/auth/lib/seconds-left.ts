/** Seconds left until `expiresAt` (rounded up), never below 0: the SMS button's countdown (spec §4). */
export const secondsLeft = (expiresAt: number, now: number) =>
  Math.max(0, Math.ceil((expiresAt - now) / 1000));
