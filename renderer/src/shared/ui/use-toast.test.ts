// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useToastStore } from './toast';
import { useToast } from './use-toast';

// The schema's defaults, as the config server fills them in.
vi.mock('../config', async () => {
  const { createMerchantConfig } = await import('@tests/support/merchant-factory');
  const config = createMerchantConfig();
  return { getMerchantConfig: () => config };
});

describe('useToast (spec §9 durations from the merchant config)', () => {
  it('a password reset request waits up to 15 s, other loading messages 10 s', () => {
    const show = vi.spyOn(useToastStore.getState(), 'show');
    useToastStore.setState({ show });
    const { result } = renderHook(() => useToast());
    result.current.resetLoading('…');
    result.current.loading('…');
    expect(show.mock.calls.map((c) => c[2])).toEqual([15000, 10000]);
  });
});
