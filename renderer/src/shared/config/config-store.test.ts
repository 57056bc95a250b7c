// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_ELEMENT_ID, lastGoodKey } from './embedded';

const cfg = (code: string, name: string) => ({ code, name, theme: { colors: {} } });

async function freshStore(embedded: unknown) {
  vi.resetModules();
  document.body.innerHTML = embedded
    ? `<script type="application/json" id="${CONFIG_ELEMENT_ID}">${JSON.stringify(embedded)}</script>`
    : '';
  return (await import('./config-store')).useConfigStore;
}

describe('merchant config store', () => {
  beforeEach(() => localStorage.clear());

  it('uses the embedded config at once and keeps it as last known good', async () => {
    const store = await freshStore({ etag: '"a"', config: cfg('demo', 'Demo') });
    expect(store.getState().current.config.name).toBe('Demo');
    expect(JSON.parse(localStorage.getItem(lastGoodKey('demo'))!).etag).toBe('"a"');
  });

  it('a preview config is never stored', async () => {
    await freshStore({ etag: '"p"', config: cfg('demo', 'Preview'), preview: true });
    expect(localStorage.getItem(lastGoodKey('demo'))).toBeNull();
  });

  it('falls back to the last known good when the page has no data block', async () => {
    await freshStore({ etag: '"a"', config: cfg('demo', 'Demo') });
    const store = await freshStore(undefined);
    expect(store.getState().current.etag).toBe('"a"');
  });

  it('a change waits while a form is open (the editing guard), and applies when the last form closes', async () => {
    const store = await freshStore({ etag: '"a"', config: cfg('demo', 'Old') });
    const { useEditingGuard } = await import('./use-editing-guard');
    const first = renderHook(() => useEditingGuard());
    const second = renderHook(() => useEditingGuard());
    store.getState().receive({ etag: '"b"', config: cfg('demo', 'New') as never });
    expect(store.getState().current.config.name).toBe('Old');
    expect(store.getState().pending?.etag).toBe('"b"');
    // One form leaves: another is still open, the change still waits.
    first.unmount();
    await Promise.resolve();
    expect(store.getState().current.config.name).toBe('Old');
    // The last form leaves: that is "between screens", the change applies.
    second.unmount();
    await vi.waitFor(() => expect(store.getState().current.config.name).toBe('New'));
    expect(store.getState().pending).toBeUndefined();
  });

  it('without a form, a change applies at once; the same ETag changes nothing', async () => {
    const store = await freshStore({ etag: '"a"', config: cfg('demo', 'Old') });
    const before = store.getState().current;
    store.getState().receive({ etag: '"a"', config: cfg('demo', 'Same') as never });
    expect(store.getState().current).toBe(before);
    store.getState().receive({ etag: '"c"', config: cfg('demo', 'New') as never });
    expect(store.getState().current.config.name).toBe('New');
  });
});
