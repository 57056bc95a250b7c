import type { MerchantStore, StoreLogger } from './merchant-store';

export interface StoredVersion {
  version: number;
  document: unknown;
}

/**
 * What a server serves at start-up (issue 9).
 * - Scale mode (DATABASE_URL): the database is the only source of truth. Every merchant with a
 *   stored version is served from its latest version; a merchant file only seeds a merchant the
 *   database does not have (it becomes version 1). Other files are ignored: importing one is an
 *   operator's decision (`npm run merchants:import`).
 * - Single-node mode: the files are the source (edited on disk, watched); a file that does not
 *   validate keeps the merchant on its latest stored version (the data folder) and is reported.
 */
export async function loadMerchants(
  store: MerchantStore,
  /** The latest stored version of every merchant, or of the merchants named. */
  readStored: (only?: readonly string[]) => Promise<ReadonlyMap<string, StoredVersion>>,
  scale: boolean,
  log: StoreLogger,
): Promise<void> {
  if (!scale) {
    store.loadAll();
    // Only the merchants whose file does not validate read their stored version (issue 36: a
    // thousand merchants' restart read every document for the one that might not validate).
    const unserved = store.fileCodes().filter((code) => !store.get(code) && store.lastRejected(code));
    for (const [code, v] of await readStored(unserved)) {
      if (store.publishStored(code, v.document).ok)
        log.warn(
          { merchant: code, version: v.version },
          'its file does not validate: the latest stored version is served',
        );
    }
    return;
  }
  const stored = await readStored();
  for (const [code, v] of stored) {
    const r = store.publishStored(code, v.document);
    if (!r.ok)
      log.error(
        { merchant: code, version: v.version, problems: r.problems.map((p) => `${p.pointer}: ${p.message}`) },
        'the stored version does not validate with this build; merchant not served',
      );
  }
  const ignored = store.fileCodes().filter((code) => stored.has(code));
  if (ignored.length)
    log.info(
      { merchants: ignored },
      'scale mode: these merchant files are ignored, the database has their versions (npm run merchants:import imports a file on purpose)',
    );
  store.loadAll(new Map(), (code) => !stored.has(code));
}
