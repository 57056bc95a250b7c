import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { readdirSync, readFileSync, renameSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import type { ConfigProblem, MerchantConfig } from '../../schemas';
import { parseMerchantText, validateMerchantConfig } from '../../core/config/validate';
import { problem } from '../../core/config/problems';
import { MERCHANT_DOC_MAX_CHARS, tooLarge } from '../../core/config/bounds';
import { playerView } from '../../core/config/secrets';
import { withImageCdns } from '../../core/images';

export interface PublishedConfig {
  code: string;
  config: MerchantConfig;
  /** The document as written (defaults not filled), as the console edits it. */
  source: unknown;
  /** Content hash of the served (validated) config: the ETag. */
  etag: string;
  /** The JSON body served to players, serialised once per version, without the secrets (core/config/secrets.ts). */
  body: string;
  publishedAt: Date;
  /** Set on a staging copy (issue 35, environments): served only at `staging.<host>`. */
  environment?: 'staging';
}

export interface RejectedEdit {
  code: string;
  file: string;
  at: Date;
  problems: ConfigProblem[];
}

export interface MerchantSummary {
  code: string;
  name: string;
  hosts: readonly string[];
  etag: string;
  publishedAt: Date;
  /** The file is gone from disk but the merchant keeps serving its last version. */
  fileDeleted: boolean;
  lastRejected?: RejectedEdit;
}

/** Where a published version came from: its file, an API save, or the database (start-up, another replica). */
export type PublishOrigin = 'file' | 'api' | 'database';

type ParsedFile = ReturnType<typeof parseMerchantText>;

/** Problems a file edit has beyond its own checks (see `MerchantStore.setFileGate`). */
export type FileGate = (code: string, config: MerchantConfig) => Promise<ConfigProblem[]>;

export interface StoreOptions {
  /**
   * Write API saves to the merchant's file (single-node mode, default). Scale mode does not: the
   * database is the only source of truth and a replica's files are only seeds.
   */
  writeFiles?: boolean;
  /** The platform's default image CDN hosts (IMAGE_CDN), for merchants that name none (issue 20). */
  imageCdns?: readonly string[];
  /** A store of staging copies (issue 35): what it publishes is marked, and served only at staging hosts. */
  environment?: 'staging';
}

/**
 * Emitted (with the merchant code) when a merchant's content (announcements, promotions, banners,
 * help) changed: the config event stream tells open player pages to refetch it (issue 11).
 */
export const CONTENT_EVENT = 'content';
/** A preview link of the merchant was revoked (issue 35 item 13): its open pages check theirs. */
export const PREVIEW_EVENT = 'preview';
/**
 * The console ended sessions of the merchant (issue 34): emitted with the code and the sessions' tags
 * (core/session-tag.ts); their open pages sign out.
 */
export const SESSIONS_ENDED_EVENT = 'sessionsEnded';

export type StoreEvent =
  | { type: 'published'; code: string; etag: string; origin: PublishOrigin }
  | { type: 'rejected'; code: string; problems: ConfigProblem[] }
  | { type: 'deleted'; code: string };

export interface StoreLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** chokidar 4 drops a path's `change` events that come within this many ms of the last one it emitted. */
const CHOKIDAR_CHANGE_THROTTLE_MS = 50;

export const hashConfig = (body: string): string =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * The merchant configs: read from a folder, validated (Ajv + semantic), published only when valid,
 * watched for edits. An invalid file never replaces the live version; its problems are kept for
 * operators. A deleted file keeps serving its last version (with a warning) until removed.
 */
export class MerchantStore extends EventEmitter {
  private readonly current = new Map<string, PublishedConfig>();
  private readonly rejected = new Map<string, RejectedEdit>();
  private readonly deleted = new Set<string>();
  private hostIndex = new Map<string, string>();
  private watcher?: FSWatcher;
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** A run-time file edit in progress per merchant: the next one waits for it (the gate is async). */
  private readonly edits = new Map<string, Promise<void>>();
  private fileGate?: FileGate;

  constructor(
    readonly dir: string,
    private readonly log: StoreLogger,
    private readonly opts: StoreOptions = {},
  ) {
    super();
  }

  /**
   * Checks a file edit must pass that need more than the document: the console's own (the database,
   * e.g. content targeting a segment the edit drops). Asked for run-time edits, after the schema and
   * cross-merchant checks, one edit per merchant at a time; its problems reject the edit like a
   * schema problem. A gate that fails (database unreachable) is logged and the edit goes live, as it
   * did before the gate existed: the version log and audit need the database too and say so.
   */
  setFileGate(gate: FileGate | undefined): void {
    this.fileGate = gate;
  }

  /** The platform's default image CDN hosts (empty: this site serves its pictures). */
  get imageCdns(): readonly string[] {
    return this.opts.imageCdns ?? [];
  }

  /** The merchant codes that have a file in the folder. */
  fileCodes(): string[] {
    return readdirSync(this.dir)
      .filter((f) => f.endsWith('.json') && !f.startsWith('.'))
      .map((f) => basename(f, '.json'))
      .sort();
  }

  /**
   * Loads every *.json of the folder; one bad file never takes the others down. `lastGood` (the
   * latest stored version of each merchant) is served instead of a file that does not validate,
   * and the file's problems are reported as for an edit at run time.
   */
  loadAll(
    lastGood: ReadonlyMap<string, unknown> = new Map(),
    only: (code: string) => boolean = () => true,
  ): void {
    for (const code of this.fileCodes().filter(only))
      this.loadFile(join(this.dir, `${code}.json`), 'file', lastGood.get(code));
  }

  /** Publishes a stored version (start-up in scale mode, another replica's save): validated, never written to a file. */
  publishStored(
    code: string,
    doc: unknown,
  ): { ok: true; published: PublishedConfig } | { ok: false; problems: ConfigProblem[] } {
    const result = this.check(code, doc);
    if (!result.ok) return result;
    this.deleted.delete(code);
    return { ok: true, published: this.publish(code, result.config, doc, 'database') };
  }

  get(code: string): PublishedConfig | undefined {
    return this.current.get(code);
  }
  codes(): string[] {
    return [...this.current.keys()].sort();
  }
  lastRejected(code: string): RejectedEdit | undefined {
    return this.rejected.get(code);
  }
  /** The merchant a request host serves (host with port first, then without), if any. */
  byHost(host: string | undefined): PublishedConfig | undefined {
    if (!host) return undefined;
    const lower = host.toLowerCase();
    const code = this.hostIndex.get(lower) ?? this.hostIndex.get(lower.replace(/:\d+$/, ''));
    return code ? this.current.get(code) : undefined;
  }
  summaries(): MerchantSummary[] {
    return this.codes().map((code) => {
      const p = this.current.get(code)!;
      return {
        code,
        name: p.config.name,
        hosts: p.config.hosts,
        etag: p.etag,
        publishedAt: p.publishedAt,
        fileDeleted: this.deleted.has(code),
        lastRejected: this.rejected.get(code),
      };
    });
  }

  /** Validates a document for a merchant without publishing it (the console's dry run). */
  check(code: string, doc: unknown): ReturnType<typeof validateMerchantConfig> {
    const result = validateMerchantConfig(doc);
    if (!result.ok) return result;
    const problems = this.crossProblems(code, result.config);
    return problems.length ? { ok: false, problems } : result;
  }

  /**
   * Publishes a document from the API (console save or rollback): validated again here, written
   * atomically to the merchant file (temporary file, then rename), served at once.
   */
  saveFromApi(
    code: string,
    doc: unknown,
  ): { ok: true; published: PublishedConfig } | { ok: false; problems: ConfigProblem[] } {
    const result = this.check(code, doc);
    if (!result.ok) return result;
    if (this.opts.writeFiles !== false) {
      const file = join(this.dir, `${code}.json`);
      const tmp = join(this.dir, `.${code}.json.${process.pid}.tmp`);
      writeFileSync(tmp, `${JSON.stringify(doc, null, 2)}\n`);
      renameSync(tmp, file);
    }
    this.deleted.delete(code);
    // The file now holds this document: a rejected edit it held is gone.
    if (this.opts.writeFiles !== false) this.rejected.delete(code);
    return { ok: true, published: this.publish(code, result.config, doc, 'api') };
  }

  /** Removes a merchant whose file is gone (an operator's decision). */
  remove(code: string): boolean {
    if (existsSync(join(this.dir, `${code}.json`))) return false;
    const had = this.current.delete(code);
    this.deleted.delete(code);
    this.rejected.delete(code);
    this.rebuildHosts();
    return had;
  }

  /**
   * Watches the folder; each file's events are debounced so an editor's multi-step save counts once.
   * 20 ms: an editor's steps (truncate and write, or a temporary file renamed) come within a few
   * milliseconds, and the debounce is most of an edit's time to be served (issue 36: ≤ 100 ms; with
   * 60 ms it was 106 ms at 1,003 merchants). chokidar drops a file's `change` that comes within 50 ms
   * of the previous one (it does not defer it): a second edit that soon would be lost, so a file is
   * looked at again once that window has passed and read again if it changed since it was read.
   */
  async watch(debounceMs = 20): Promise<void> {
    this.watcher = watch(this.dir, {
      depth: 0,
      ignoreInitial: true,
      ignored: (p) => basename(p).startsWith('.') || (/\.[a-z]+$/i.test(p) && !p.endsWith('.json')),
    });
    const mtime = (path: string) => {
      try {
        return statSync(path).mtimeMs;
      } catch {
        return undefined;
      }
    };
    const schedule = (path: string, kind: 'change' | 'unlink') => {
      if (!path.endsWith('.json')) return;
      clearTimeout(this.timers.get(path));
      this.timers.set(
        path,
        setTimeout(() => {
          this.timers.delete(path);
          if (kind === 'unlink' && !existsSync(path)) return this.onDeleted(path);
          const read = mtime(path);
          this.loadEdit(path);
          // chokidar's 50 ms window: an edit inside it raised no event. Look again after it.
          this.timers.set(
            path,
            setTimeout(() => {
              this.timers.delete(path);
              const now = mtime(path);
              if (now !== undefined && now !== read) schedule(path, 'change');
            }, CHOKIDAR_CHANGE_THROTTLE_MS + 5),
          );
        }, debounceMs),
      );
    };
    this.watcher
      .on('add', (p) => schedule(p, 'change'))
      .on('change', (p) => schedule(p, 'change'))
      .on('unlink', (p) => schedule(p, 'unlink'));
    await new Promise<void>((resolveReady) => this.watcher!.on('ready', () => resolveReady()));
  }

  async close(): Promise<void> {
    for (const t of this.timers.values()) clearTimeout(t);
    await this.watcher?.close();
    await Promise.all(this.edits.values());
  }

  /** A run-time edit of a merchant file: the file's checks, then the gate's, in order per merchant. */
  private loadEdit(path: string): void {
    const code = basename(path, '.json');
    const gate = this.fileGate;
    if (!gate && !this.edits.has(code)) return this.loadFile(path, 'file');
    const run = async () => {
      const read = this.readFile(path);
      if (!read) return;
      let { result } = read;
      if (result.ok && gate) {
        const problems = await gate(code, result.config).catch((err: unknown) => {
          this.log.warn(
            { merchant: code, err: (err as Error).message },
            'file edit gate failed; the edit goes live',
          );
          return [];
        });
        if (problems.length) result = { ok: false, problems };
      }
      this.settle(path, read.text, result, 'file');
    };
    const next = (this.edits.get(code) ?? Promise.resolve())
      .then(run)
      .catch((err: unknown) =>
        this.log.error({ merchant: code, err: (err as Error).message }, 'merchant file edit failed'),
      );
    this.edits.set(code, next);
    void next.finally(() => {
      if (this.edits.get(code) === next) this.edits.delete(code);
    });
  }

  /** A merchant file read and checked (schema, then the other merchants); undefined when unreadable. */
  private readFile(path: string): { text: string | undefined; result: ParsedFile } | undefined {
    const code = basename(path, '.json');
    let text: string | undefined;
    try {
      // Bounded before reading: a runaway file is rejected without being loaded (4 bytes a character at most).
      if (statSync(path).size <= MERCHANT_DOC_MAX_CHARS * 4) text = readFileSync(path, 'utf8');
    } catch (err) {
      this.log.warn({ file: path, err: (err as Error).message }, 'merchant file unreadable');
      return undefined;
    }
    let result: ParsedFile =
      text === undefined ? { ok: false, problems: [tooLarge()] } : parseMerchantText(text);
    if (result.ok) {
      const problems = this.crossProblems(code, result.config);
      if (problems.length) result = { ok: false, problems };
    }
    return { text, result };
  }

  private loadFile(path: string, origin: 'file', lastGood?: unknown): void {
    const read = this.readFile(path);
    if (read) this.settle(path, read.text, read.result, origin, lastGood);
  }

  /** A checked file served, or rejected with its problems (the last good version stays live). */
  private settle(
    path: string,
    text: string | undefined,
    result: ParsedFile,
    origin: 'file',
    lastGood?: unknown,
  ): void {
    const code = basename(path, '.json');
    if (!result.ok) {
      const edit: RejectedEdit = { code, file: path, at: new Date(), problems: result.problems };
      this.rejected.set(code, edit);
      const fallback =
        !this.current.has(code) && lastGood !== undefined ? this.check(code, lastGood) : undefined;
      if (fallback?.ok) this.publish(code, fallback.config, lastGood, 'database');
      const live = this.current.has(code)
        ? 'the last good version stays live'
        : 'its file is not served (a stored version is, if any)';
      this.log.error(
        { merchant: code, file: path, problems: result.problems.map((p) => `${p.pointer}: ${p.message}`) },
        `invalid merchant config; ${live}`,
      );
      this.emit('event', { type: 'rejected', code, problems: result.problems } satisfies StoreEvent);
      return;
    }
    this.rejected.delete(code);
    this.deleted.delete(code);
    this.publish(code, result.config, JSON.parse(text!), origin);
  }

  private publish(
    code: string,
    config: MerchantConfig,
    source: unknown,
    origin: PublishOrigin,
  ): PublishedConfig {
    // The ETag covers the secrets too (a rotated secret is a new version); secrets are random strings
    // the providers issue, so their hash inside a 27-character digest of the whole document gives nothing away.
    const etag = hashConfig(JSON.stringify(config));
    const prev = this.current.get(code);
    if (prev && prev.etag === etag) return prev;
    // The served body is built on its first request, not at start (issue 36: a thousand merchants
    // start without serialising a thousand bodies nobody has asked for yet).
    const imageCdns = this.imageCdns;
    let body: string | undefined;
    const published: PublishedConfig = {
      code,
      config,
      source,
      etag,
      get body() {
        return (body ??= JSON.stringify(withImageCdns(playerView(config), imageCdns)));
      },
      publishedAt: new Date(),
      ...(this.opts.environment ? { environment: this.opts.environment } : {}),
    };
    this.current.set(code, published);
    this.indexHosts(code, prev, published);
    this.log.info(
      {
        merchant: code,
        etag,
        origin,
        ...(this.opts.environment ? { environment: this.opts.environment } : {}),
      },
      'merchant config published',
    );
    this.emit('event', { type: 'published', code, etag, origin } satisfies StoreEvent);
    return published;
  }

  private onDeleted(path: string): void {
    const code = basename(path, '.json');
    if (!this.current.has(code)) return;
    this.deleted.add(code);
    this.log.warn(
      { merchant: code, file: path },
      'merchant file deleted: its last version keeps serving until an operator removes it',
    );
    this.emit('event', { type: 'deleted', code } satisfies StoreEvent);
  }

  /** Checks that need the other merchants: the code matches the file, hosts are not taken. */
  private crossProblems(code: string, config: MerchantConfig): ConfigProblem[] {
    const out: ConfigProblem[] = [];
    if (config.code !== code)
      out.push(
        problem('/code', 'codeMismatch', `code "${config.code}" does not match file "${code}.json"`, {
          code: config.code,
          file: `${code}.json`,
        }),
      );
    config.hosts.forEach((host, i) => {
      const owner = this.hostIndex.get(host);
      if (owner && owner !== code)
        out.push(
          problem(`/hosts/${i}`, 'hostTaken', `host "${host}" is used by merchant "${owner}"`, {
            host,
            merchant: owner,
          }),
        );
    });
    return out;
  }

  /** One merchant's hosts in the index (its old ones out): a publish costs its own hosts, not every merchant's. */
  private indexHosts(code: string, prev: PublishedConfig | undefined, next: PublishedConfig): void {
    for (const h of prev?.config.hosts ?? [])
      if (this.hostIndex.get(h.toLowerCase()) === code) this.hostIndex.delete(h.toLowerCase());
    for (const h of next.config.hosts) this.hostIndex.set(h.toLowerCase(), code);
  }

  private rebuildHosts(): void {
    const index = new Map<string, string>();
    for (const [code, p] of this.current) for (const h of p.config.hosts) index.set(h.toLowerCase(), code);
    this.hostIndex = index;
  }
}
