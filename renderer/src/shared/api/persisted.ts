/**
 * Query data that must survive a reload (spec §4: the cached system status applies at once).
 * A query-options factory spreads `persisted(key, fetcher)`: the stored value is the query's
 * `initialData` (marked stale, so the query refreshes at once) and every fetched value is stored.
 */
export function persisted<T>(storageKey: string, fetcher: () => Promise<T>) {
  return {
    queryFn: async (): Promise<T> => {
      const data = await fetcher();
      try {
        localStorage.setItem(storageKey, JSON.stringify(data));
      } catch {
        // storage off (private mode): the value lasts for this page
      }
      return data;
    },
    initialData: (): T | undefined => {
      try {
        const raw = localStorage.getItem(storageKey);
        return raw ? (JSON.parse(raw) as T) : undefined;
      } catch {
        return undefined;
      }
    },
    initialDataUpdatedAt: 0,
  };
}
