'use client';
import { useRef, useState } from 'react';
import styles from './profile.module.css';

/**
 * A file input whose visible words are the page's own (the browser draws "Choose File / No file chosen" in its own
 * language, English in an Arabic page). The real input stays in the form, labelled and focusable; the button and
 * the chosen file's name beside it are only what sighted visitors see.
 */
export function FileChooser({ choose, none, ...input }: { choose: string; none: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const ref = useRef<HTMLInputElement>(null);
  const [name, setName] = useState<string | null>(null);
  return (
    <div className={styles.file}>
      <input {...input} ref={ref} type="file" className="sr-only" onChange={(e) => setName(e.currentTarget.files?.[0]?.name ?? null)} />
      <span aria-hidden="true" className="button button-outline" onClick={() => ref.current?.click()}>
        {choose}
      </span>
      <span aria-hidden="true" className={styles.muted}>
        <bdi>{name ?? none}</bdi>
      </span>
    </div>
  );
}
