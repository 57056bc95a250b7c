import { rolloutFor } from '@core/rollouts';
import { useConfigStore } from './config-store';
import { rolloutContext } from './rollout-context';

/** For "why is this here?": the rollout that decides a config path for this player, if any. */
export function whyRollout(path: string): { id: string; index: number; forced: boolean } | undefined {
  const { current, memberId } = useConfigStore.getState();
  const forced = current.previewRollouts;
  const r = rolloutFor(current.config, rolloutContext(memberId, forced), path);
  if (!r) return undefined;
  return { id: r.id, index: current.config.rollouts.indexOf(r), forced: forced?.[r.id] !== undefined };
}
