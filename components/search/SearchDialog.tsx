'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Modal } from '@/components/ui/Modal';
import { QueryIsland } from '@/components/ui/QueryIsland';
import { debounce, SEARCH_DEBOUNCE_MS, SEARCH_MAX_WAIT_MS } from '@/lib/search/debounce';
import { resultPath } from '@/lib/search/result-href';
import { href } from '@/lib/routing/links';
import { searchGlobal } from '@/lib/api/search';
import { qk } from '@/lib/api/query-keys';
import { pick } from '@/lib/i18n/pick';
import type { SearchResult } from '@/lib/search/types';
import type { SearchLabels } from './labels';

type Props = { open: boolean; onClose: () => void; locale: 'en' | 'ar'; labels: SearchLabels };

/**
 * Global search (spec §2): results of type event, trainer or academy; choosing one closes the modal and clears the
 * text. The typed text settles after the debounce (spec §9) into the term React Query asks for (qk.search); a
 * changed term drops the search in flight (its signal is aborted).
 */
function Search({ open, onClose, locale, labels }: Props) {
  const router = useRouter();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [typing, setTyping] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  // The previous results stay shown while the next term is asked for.
  const query = useQuery({ queryKey: qk.search(term), queryFn: ({ signal }) => searchGlobal(term, signal), enabled: term !== '', placeholderData: (previous) => previous });
  const results: SearchResult[] = term ? (query.data ?? []) : [];
  const busy = typing || (term !== '' && query.isFetching);

  const settle = useMemo(
    () =>
      debounce(
        (value: string) => {
          setTerm(value.trim());
          setTyping(false);
        },
        SEARCH_DEBOUNCE_MS,
        SEARCH_MAX_WAIT_MS,
      ),
    [],
  );
  useEffect(() => () => settle.cancel(), [settle]);
  useEffect(() => {
    if (open) setTimeout(() => inputRef.current?.focus(), 0);
  }, [open]);

  const choose = (r: SearchResult) => {
    settle.cancel();
    setText('');
    setTerm('');
    setTyping(false);
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
            setTyping(true);
            settle(e.target.value);
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
          const description = pick(r.description, locale) || null;
          return (
            <li
              key={`${r.type}-${r.id}`}
              id={`search-result-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? 'active' : undefined}
              onClick={() => choose(r)}
            >
              <span className="search-type">{labels.types[r.type]}</span> <span className="search-name">{pick(r.name, locale)}</span>
              {description ? <span className="search-desc">{description}</span> : null}
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}

export default function SearchDialog(props: Props) {
  return (
    <QueryIsland>
      <Search {...props} />
    </QueryIsland>
  );
}
