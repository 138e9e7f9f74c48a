'use client';
import { useEffect, useRef, useState } from 'react';

/**
 * A value read from the browser (session storage), read again on each of the window `events`. `key` names what is
 * read (the venue's host): a new key reads at once.
 */
export function useWindowSync<T>(initial: T, read: () => T, events: readonly string[], key: string): T {
  const [value, setValue] = useState(initial);
  const reader = useRef(read);
  reader.current = read;
  const names = events.join(' ');
  useEffect(() => {
    const sync = () => setValue(reader.current());
    const list = names.split(' ');
    sync();
    for (const e of list) window.addEventListener(e, sync);
    return () => {
      for (const e of list) window.removeEventListener(e, sync);
    };
  }, [names, key]);
  return value;
}
