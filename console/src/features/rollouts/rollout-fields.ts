import { merchantConfigSchema } from '@schemas';
import { ROLLOUT_TARGETS } from '@core/rollouts';
import { labelOf, schemaPathOf } from '../../shared/config/labels';

/** A field a rollout can change from a list (scalar leaves under the areas a rollout may change). */
export interface RolloutField {
  pointer: string;
  kind: 'colour' | 'boolean' | 'number' | 'enum' | 'text';
  options?: readonly string[];
}

type Node = {
  type?: unknown;
  enum?: readonly string[];
  pattern?: string;
  properties?: Record<string, Node>;
};

/** Every scalar field under the rollout targets, in schema order (menus and lists: by path). */
export function rolloutFields(): RolloutField[] {
  const out: RolloutField[] = [];
  const walk = (n: Node, ptr: string) => {
    if (n.properties) {
      for (const [k, v] of Object.entries(n.properties)) walk(v, `${ptr}/${k}`);
      return;
    }
    if (!ROLLOUT_TARGETS.some((t) => ptr === t || ptr.startsWith(`${t}/`))) return;
    if (n.enum) out.push({ pointer: ptr, kind: 'enum', options: n.enum });
    else if (n.type === 'boolean') out.push({ pointer: ptr, kind: 'boolean' });
    else if (n.type === 'integer' || n.type === 'number') out.push({ pointer: ptr, kind: 'number' });
    else if (n.type === 'string')
      out.push({ pointer: ptr, kind: n.pattern?.startsWith('^#') ? 'colour' : 'text' });
  };
  walk(merchantConfigSchema as unknown as Node, '');
  return out;
}

/** The human label of a field (the editor's labels), with the path when none. */
export const fieldLabel = (pointer: string, lang: string): string =>
  labelOf(schemaPathOf(pointer), lang) ?? pointer;
