import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { shouldSearch } from '@core/game-browser';
import { Icon } from '../../../shared/ui';
import { useMerchantConfig } from '../../../shared/config';

export interface SearchBoxProps {
  initial?: string;
  /** Called with the text to search ('' when cleared). */
  onSearch: (text: string) => void;
  onBlurEmpty?: () => void;
  autoFocus?: boolean;
  label?: string;
}

/**
 * Spec §2 search: after the debounce (config timings.searchDebounceMs, 500 ms) and only when the
 * text is longer than 2 characters (limits.searchMinChars); Enter searches at once; clear resets.
 */
export function SearchBox({ initial = '', onSearch, onBlurEmpty, autoFocus, label }: SearchBoxProps) {
  const { t } = useTranslation();
  const { limits } = useMerchantConfig();
  const [text, setText] = useState(initial);
  const sent = useRef(initial);
  const cb = useRef(onSearch);
  cb.current = onSearch;

  const send = (value: string) => {
    if (value === sent.current) return;
    sent.current = value;
    cb.current(value);
  };

  useEffect(() => {
    const v = text.trim();
    if (v && !shouldSearch(v, limits.searchMinChars)) return;
    const id = setTimeout(() => send(v), v ? limits.timings.searchDebounceMs : 0);
    return () => clearTimeout(id);
  }, [text, limits.searchMinChars, limits.timings.searchDebounceMs]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = text.trim();
    if (!v || shouldSearch(v, limits.searchMinChars)) send(v);
  };

  return (
    <form role="search" className="gm-search" onSubmit={submit}>
      <Icon name="search" size={18} />
      <input
        type="search"
        enterKeyHint="search"
        value={text}
        autoFocus={autoFocus}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          if (!text.trim()) onBlurEmpty?.();
        }}
        aria-label={label ?? t('games.searchLabel')}
        placeholder={t('games.searchPlaceholder')}
      />
      {text && (
        <button
          type="button"
          className="gm-search__clear"
          aria-label={t('games.clearSearch')}
          onClick={() => {
            setText('');
            send('');
          }}
        >
          <Icon name="close" size={16} />
        </button>
      )}
    </form>
  );
}
