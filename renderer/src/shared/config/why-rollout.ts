import { rolloutFor } from '@core/rollouts';
import { useConfigStore } from './config-store';
import { rolloutContext } from './rollout-context';

/** For "why is this here?": the rollout that decides a config path for this player, if any. */
export function whyRollout(
  path: string,
): { id: string; index: number; forced: boolean; segment?: string } | undefined {
  const { current, memberId, segments } = useConfigStore.getState();
  const forced = current.previewRollouts;
  const r = rolloutFor(current.config, { ...rolloutContext(memberId, forced), segments }, path);
  if (!r) return undefined;
  // Issue 35: the segment it targets, by the name operators gave it.
  const segment = r.segment
    ? (current.config.segments.find((s) => s.id === r.segment)?.name ?? r.segment)
    : undefined;
  return {
    id: r.id,
    index: current.config.rollouts.indexOf(r),
    forced: forced?.[r.id] !== undefined,
    ...(segment ? { segment } : {}),
  };
}
