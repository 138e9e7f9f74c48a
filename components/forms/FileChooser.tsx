'use client';
import { useState } from 'react';
import './forms.css';

/**
 * A file input in the page's own words: the browser draws 'Choose File / No file chosen' in its own language (English
 * in an Arabic page). The real input stays in the form, visually hidden but focusable and labelled; a visible label
 * styled as a button opens it (keyboard: the input itself takes focus and shows the ring on that button), and the
 * chosen file's name, or the 'no file chosen' words, sit beside it. `chosen` lets the owner say what is chosen (an
 * upload refused or failed clears it); left out, the input's own choice is shown.
 */
export function FileChooser({
  id,
  choose,
  none,
  chosen,
  onChange,
  ...input
}: { id: string; choose: string; none: string; chosen?: string | null } & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'>) {
  const [picked, setPicked] = useState<string | null>(null);
  const name = chosen === undefined ? picked : chosen;
  return (
    <div className="file-chooser">
      <input
        {...input}
        id={id}
        type="file"
        onChange={(e) => {
          setPicked(e.currentTarget.files?.[0]?.name ?? null);
          onChange?.(e);
        }}
      />
      <label htmlFor={id} className="button button-outline">
        {choose}
      </label>
      <span className="file-chooser-name">
        <bdi>{name ?? none}</bdi>
      </span>
    </div>
  );
}
