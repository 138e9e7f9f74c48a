'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Modal } from '@/components/ui/Modal';
import { debounce, SEARCH_DEBOUNCE_MS, SEARCH_MAX_WAIT_MS } from '@/lib/search/debounce';
import { resultPath } from '@/lib/search/result-href';
import { href } from '@/lib/routing/links';
import { api } from '@/lib/api/client';
import { pick } from '@/lib/i18n/pick';
import type { SearchResult } from '@/lib/search/types';
import type { SearchLabels } from './labels';

interface WireResult {
  type: SearchResult['type'];
  id: number;
  name: string;
  ar_name?: string | null;
  description?: string | null;
  ar_description?: string | null;
}

/** A result's name and description in the page's language (Arabic falls back to English, as everywhere: lib/i18n/pick). */
function inLocale(r: WireResult, locale: 'en' | 'ar') {
  return {
    name: pick({ en: r.name, ar: r.ar_name ?? '' }, locale),
    description: pick({ en: r.description ?? '', ar: r.ar_description ?? '' }, locale) || null,
  };
}

/** Global search (spec §2): results of type event, trainer or academy; choosing one closes the modal and clears the text. */
export default function SearchDialog({ open, onClose, locale, labels }: { open: boolean; onClose: () => void; locale: 'en' | 'ar'; labels: SearchLabels }) {
  const router = useRouter();
  const [text, setText] = useState('');
  const [results, setResults] = useState<WireResult[]>([]);
  const [busy, setBusy] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const seq = useRef(0);

  const search = useMemo(
    () =>
      debounce(
        (term: string) => {
          const id = ++seq.current;
          if (!term.trim()) {
            setResults([]);
            setBusy(false);
            return;
          }
          api
            .get('search/global', { query: { search: term.trim() } })
            .then((body) => id === seq.current && setResults((body as { data?: { data?: WireResult[] } } | null)?.data?.data ?? []))
            // Spec §7: on error the list is empty.
            .catch(() => id === seq.current && setResults([]))
            .finally(() => id === seq.current && setBusy(false));
        },
        SEARCH_DEBOUNCE_MS,
        SEARCH_MAX_WAIT_MS,
      ),
    [],
  );
  useEffect(() => () => search.cancel(), [search]);
  useEffect(() => {
    if (open) setTimeout(() => inputRef.current?.focus(), 0);
  }, [open]);

  const choose = (r: WireResult) => {
    setText('');
    setResults([]);
    onClose();
    router.push(href(resultPath(r), locale));
  };

  return (
    <Modal open={open} onClose={onClose} title={labels.title} closeLabel={labels.close} className="search-modal">
      <div>
        <input
          role="combobox"
          aria-expanded={results.length > 0}
          ref={inputRef}
          type="search"
          value={text}
          placeholder={labels.placeholder}
          aria-label={labels.placeholder}
          aria-autocomplete="list"
          aria-controls="search-results"
          aria-activedescendant={active >= 0 ? `search-result-${active}` : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setActive(-1);
            setBusy(true);
            search(e.target.value);
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              setActive((a) => Math.min(results.length - 1, a + 1));
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              setActive((a) => Math.max(-1, a - 1));
            } else if (e.key === 'Enter' && active >= 0 && results[active]) {
              e.preventDefault();
              choose(results[active]!);
            }
          }}
        />
      </div>
      <p aria-live="polite" className="search-status">
        {busy ? labels.searching : text.trim() && !results.length ? labels.noResults : ''}
      </p>
      <ul id="search-results" role="listbox" aria-label={labels.results} className="search-results">
        {results.map((r, i) => {
          const shown = inLocale(r, locale);
          return (
            <li
              key={`${r.type}-${r.id}`}
              id={`search-result-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'active' : undefined}
              onClick={() => choose(r)}
            >
              <span className="search-type">{labels.types[r.type]}</span> <span className="search-name">{shown.name}</span>
              {shown.description ? <span className="search-desc">{shown.description}</span> : null}
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
