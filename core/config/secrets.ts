import { merchantConfigSchema } from '../../schemas';

/*
 * The merchant document's secret store (issue 17): every property the schema marks `writeOnly` is a
 * secret. Players never receive one (`playerView` drops them from the served config), and the
 * console only ever sees it masked (`maskSecrets`); a save that sends the mask back keeps the stored
 * value (`restoreSecrets`). A value "env:MERCHANT_SECRET_NAME" names a server environment variable
 * (only MERCHANT_SECRET_* ones can be named): not a secret itself, shown as written.
 */

interface Node {
  type?: unknown;
  writeOnly?: boolean;
  properties?: Record<string, Node>;
}

/** Paths (property names from the root) of every secret the merchant schema declares. */
function secretPathsOf(node: Node, path: readonly string[] = []): string[][] {
  if (node.writeOnly) return [[...path]];
  const out: string[][] = [];
  for (const [k, child] of Object.entries(node.properties ?? {}))
    out.push(...secretPathsOf(child, [...path, k]));
  return out;
}
export const SECRET_PATHS: readonly (readonly string[])[] = secretPathsOf(merchantConfigSchema as Node);

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A deep copy of `doc` with `fn` applied to every secret present (undefined removes it). */
function mapSecrets(doc: unknown, fn: (value: unknown, path: readonly string[]) => unknown): unknown {
  const copy: unknown = structuredClone(doc);
  for (const path of SECRET_PATHS) {
    let node: unknown = copy;
    for (const k of path.slice(0, -1)) node = isObject(node) ? node[k] : undefined;
    const last = path[path.length - 1]!;
    if (!isObject(node) || !(last in node)) continue;
    const next = fn(node[last], path);
    if (next === undefined) delete node[last];
    else node[last] = next;
  }
  return copy;
}

/** "env:MERCHANT_SECRET_…": the secret is the server's environment variable of that name (config-server/env.ts). */
export const isEnvReference = (v: string) => /^env:MERCHANT_SECRET_[A-Z0-9_]+$/.test(v);

const MASK = '••••••••';
/** How the console shows a secret: its last 4 characters at most (none of a short one), or the env reference. */
export function maskSecret(value: string): string {
  if (isEnvReference(value)) return value;
  return value.length >= 12 ? `${MASK}${value.slice(-4)}` : MASK;
}
export const isMasked = (value: unknown): boolean => typeof value === 'string' && value.startsWith(MASK);

/** What players receive: the config without its secrets. */
export function playerView<T>(config: T): T {
  return mapSecrets(config, () => undefined) as T;
}

/** What the console receives: secrets masked. */
export function maskSecrets<T>(doc: T): T {
  return mapSecrets(doc, (v) => (typeof v === 'string' ? maskSecret(v) : v)) as T;
}

/** A document saved from the console: a secret left masked keeps the value stored in `stored`. */
export function restoreSecrets<T>(edited: T, stored: unknown): T {
  return mapSecrets(edited, (v, path) => {
    if (!isMasked(v)) return v;
    let node: unknown = stored;
    for (const k of path) node = isObject(node) ? node[k] : undefined;
    return typeof node === 'string' && maskSecret(node) === v ? node : v;
  }) as T;
}
