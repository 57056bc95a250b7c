// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRealI18n } from '@tests/support/ui-i18n';
import { SearchBox } from './search-box';

// The spec values (config.limits defaults): search over 2 characters, 500 ms debounce.
vi.mock('../../../shared/config', () => ({
  useMerchantConfig: () => ({ limits: { searchMinChars: 3, timings: { searchDebounceMs: 500 } } }),
}));

let t: Awaited<ReturnType<typeof useRealI18n>>;
beforeAll(async () => {
  t = await useRealI18n();
});

describe('SearchBox (spec §2 game search)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
  const setup = () => {
    const onSearch = vi.fn();
    const onBlurEmpty = vi.fn();
    render(<SearchBox onSearch={onSearch} onBlurEmpty={onBlurEmpty} label="search" />);
    return { onSearch, onBlurEmpty, box: screen.getByRole('searchbox', { name: 'search' }) };
  };

  it('does not search 2 characters, even after the debounce or on Enter', () => {
    const { onSearch, box } = setup();
    fireEvent.input(box, { target: { value: 'fo' } });
    act(() => void vi.advanceTimersByTime(2000));
    fireEvent.submit(box.closest('form')!);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches 3 characters only once the debounce has passed', () => {
    const { onSearch, box } = setup();
    fireEvent.input(box, { target: { value: 'for' } });
    act(() => void vi.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledWith('for');
  });

  it('restarts the debounce while typing and sends only the last text', () => {
    const { onSearch, box } = setup();
    fireEvent.input(box, { target: { value: 'for' } });
    act(() => void vi.advanceTimersByTime(300));
    fireEvent.input(box, { target: { value: 'fort' } });
    act(() => void vi.advanceTimersByTime(300));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(200));
    expect(onSearch.mock.calls).toEqual([['fort']]);
  });

  it('Enter searches at once', () => {
    const { onSearch, box } = setup();
    fireEvent.input(box, { target: { value: 'gems' } });
    fireEvent.submit(box.closest('form')!);
    expect(onSearch).toHaveBeenCalledWith('gems');
  });

  it('clear resets the search; blur with empty text closes', () => {
    const { onSearch, onBlurEmpty, box } = setup();
    fireEvent.input(box, { target: { value: 'gems' } });
    fireEvent.submit(box.closest('form')!);
    fireEvent.click(screen.getByRole('button', { name: t('games.clearSearch') }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    fireEvent.blur(box);
    expect(onBlurEmpty).toHaveBeenCalled();
  });
});
