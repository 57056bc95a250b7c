// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCurrentMerchantStore } from './current-merchant';
import { useMerchantPick } from './merchant-picker';
import { queryKeys } from './query-keys';

/*
 * The pages with a merchant picker (payments, KYC, agents, reports, players) open on the merchant the
 * operator was last on, as Content does (issue 35 item 11 left them on the first merchant).
 */
const MERCHANTS = [
  { code: 'basic', name: 'Basic Bet' },
  { code: 'demo', name: 'Demo' },
  { code: 'lotus', name: 'Lotus' },
];

/** A page with its own pick (payments, KYC, agents, reports). */
function OwnPick() {
  const { code, picker } = useMerchantPick('Merchant');
  return (
    <>
      {picker}
      <output data-testid="on">{code}</output>
    </>
  );
}

/** A page that keeps the pick in its address (players): nothing there yet. */
function KeptPick() {
  const [value, setValue] = useState<string>();
  const { code, picker } = useMerchantPick('Merchant', 'row', { value, onChange: setValue });
  return (
    <>
      {picker}
      <output data-testid="on">{code}</output>
    </>
  );
}

function renderPage(page: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(queryKeys.merchants.all, MERCHANTS);
  return render(<QueryClientProvider client={client}>{page}</QueryClientProvider>);
}

const on = () => screen.getByTestId('on').textContent;

describe('useMerchantPick', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useCurrentMerchantStore.setState({ code: undefined });
  });
  afterEach(cleanup);

  it('with no merchant worked on, a page opens on the first', () => {
    renderPage(<OwnPick />);
    expect(on()).toBe('basic');
  });

  it('after working on Lotus, a page with its own pick and one keeping it in the address open on Lotus', () => {
    act(() => useCurrentMerchantStore.getState().remember('lotus'));
    renderPage(<OwnPick />);
    expect(on()).toBe('lotus');
    expect((screen.getByLabelText('Merchant') as HTMLSelectElement).value).toBe('lotus');
    cleanup();
    renderPage(<KeptPick />);
    expect(on()).toBe('lotus');
  });

  it('a pick wins over the last merchant and becomes it', () => {
    act(() => useCurrentMerchantStore.getState().remember('lotus'));
    renderPage(<OwnPick />);
    fireEvent.change(screen.getByLabelText('Merchant'), { target: { value: 'demo' } });
    expect(on()).toBe('demo');
    expect(useCurrentMerchantStore.getState().code).toBe('demo');
  });

  it('a last merchant the operator may not see (or that is gone) falls back to the first', () => {
    act(() => useCurrentMerchantStore.getState().remember('gone'));
    renderPage(<OwnPick />);
    expect(on()).toBe('basic');
  });
});
