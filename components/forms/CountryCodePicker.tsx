'use client';
import { useId, useMemo, useRef, useState } from 'react';
import type { AppLocale } from '@/lib/i18n/locales';
import { countryForCode, dialCountries, dialEntries, searchDialCountries, type DialCountry } from '@/lib/countries/dial-search';
import { DEFAULT_COUNTRY_CODE } from '@/lib/countries/defaults';
import { isoOfNationalityId, nationalityIdOf } from '@/lib/countries/nationality';
import './forms.css';

/**
 * The one country dial-code picker (issue 16 §12): every country, searchable by name (either language), ISO code or
 * dial code; an ARIA 1.2 combobox with a list box. The code is always written left to right (`+971`), also on Arabic
 * pages. `onChange` gets the dial code without '+'. As a nationality picker (`nationality`) the same list chooses a
 * country by name: the value is its id (ISO 3166 numeric, spec §3), shown as the country's name, empty until chosen.
 */
export function CountryCodePicker({
  id,
  label,
  locale,
  value,
  onChange,
  noResults,
  invalid,
  nationality = false,
  readOnly,
  required,
}: {
  id: string;
  label: string;
  locale: AppLocale;
  value: string;
  onChange: (code: string) => void;
  noResults: string;
  invalid?: boolean;
  nationality?: boolean;
  /** Shown, not changed (a field filled from the profile, spec §5). */
  readOnly?: boolean;
  required?: boolean;
}) {
  const listId = `${id}-list`;
  const nameId = useId();
  // The closed picker shows the chosen country from the plain table; the sorted, searchable list is built when the
  // list first opens (lib/countries/dial-search.ts: building it was most of a form's first render).
  const entries = useMemo(() => dialEntries(locale), [locale]);
  const [iso, setIso] = useState<string | null>(null);
  const selected = nationality ? (entries.find((c) => c.iso2 === isoOfNationalityId(value)) ?? null) : countryForCode(entries, value || DEFAULT_COUNTRY_CODE, iso);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const shown = useMemo(() => (open ? searchDialCountries(dialCountries(locale), query) : []), [locale, open, query]);

  const show = (index: number) => {
    setActive(index);
    listRef.current?.querySelector(`#${CSS.escape(`${id}-opt-${index}`)}`)?.scrollIntoView({ block: 'nearest' });
  };
  const openList = () => {
    if (readOnly) return;
    setQuery('');
    setOpen(true);
    const at = selected ? dialCountries(locale).findIndex((c) => c.iso2 === selected.iso2) : 0;
    setActive(Math.max(0, at));
    setTimeout(() => show(Math.max(0, at)), 0);
  };
  const choose = (c: DialCountry) => {
    setIso(c.iso2);
    onChange(nationality ? nationalityIdOf(c.iso2) : c.code);
    setOpen(false);
    setQuery('');
  };

  return (
    <div className="dial-picker">
      <input
        id={id}
        type="text"
        role="combobox"
        aria-label={label}
        aria-describedby={nameId}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && shown.length ? `${id}-opt-${active}` : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-required={required || undefined}
        readOnly={readOnly}
        autoComplete="off"
        dir={open || nationality ? 'auto' : 'ltr'}
        className="dial-picker-input"
        value={open ? query : selected ? (nationality ? selected.name : `+${selected.code}`) : ''}
        onFocus={openList}
        onClick={() => (open ? undefined : openList())}
        onBlur={() => setOpen(false)}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          if (!open) setOpen(true);
        }}
        onKeyDown={(e) => {
          if (readOnly) return;
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            if (!open) return openList();
            const next = e.key === 'ArrowDown' ? Math.min(active + 1, shown.length - 1) : Math.max(active - 1, 0);
            show(next);
          } else if (e.key === 'Enter' && open) {
            e.preventDefault();
            const c = shown[active];
            if (c) choose(c);
          } else if (e.key === 'Escape' && open) {
            e.preventDefault();
            setOpen(false);
          }
        }}
      />
      <span id={nameId} className="sr-only">
        {selected?.name ?? ''}
      </span>
      {open ? (
        <ul id={listId} role="listbox" aria-label={label} className="dial-picker-list" ref={listRef}>
          {shown.length ? (
            shown.map((c, i) => (
              <li
                key={c.iso2}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                className={i === active ? 'active' : undefined}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(c)}
              >
                <span className="dial-picker-name">{c.name}</span>
                {nationality ? null : (
                  <>
                    {' '}
                    <bdi dir="ltr" className="dial-picker-code">
                      +{c.code}
                    </bdi>
                  </>
                )}
              </li>
            ))
          ) : (
            <li role="presentation" className="dial-picker-empty">
              {noResults}
            </li>
          )}
        </ul>
      ) : null}
    </div>
  );
}
