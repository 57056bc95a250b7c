// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { runBackHandler, useBackHandler } from './back-handler';

afterEach(() => cleanup());

describe('custom back handler (spec §2)', () => {
  it('the newest screen handler runs first; unmounting gives back control to the shell rule', () => {
    expect(runBackHandler()).toBe(false);
    const calls: string[] = [];
    const outer = renderHook(() => useBackHandler(() => (calls.push('outer'), true)));
    const inner = renderHook(() => useBackHandler(() => (calls.push('inner'), false)));
    expect(runBackHandler()).toBe(false);
    inner.unmount();
    expect(runBackHandler()).toBe(true);
    expect(calls).toEqual(['inner', 'outer']);
    outer.unmount();
    expect(runBackHandler()).toBe(false);
  });
});
