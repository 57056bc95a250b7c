import { describe, expect, it } from 'vitest';
import { TEST_DRIVERS } from '../support/test-app';
import { BURST_SIZE, BURSTS, runBursts } from './race-bursts';

/* The race-burst table (tests/security/race-bursts.ts) in CI: 50 parallel requests per limit, on PGlite and PostgreSQL; no extra successes. */
describe.each(TEST_DRIVERS)('race bursts on %s', (driver) => {
  it.each(BURSTS.map((b) => [b.name, b] as const))(
    '%s',
    async (_name, burst) => {
      const [r] = await runBursts(driver, [burst], BURST_SIZE);
      expect(r!.error).toBeUndefined();
      expect({ through: r!.through, extra: r!.extra }).toEqual({ through: burst.allowed, extra: 0 });
    },
    120_000,
  );
});
