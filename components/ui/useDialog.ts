'use client';
import { useEffect, useRef } from 'react';

/** A native <dialog> shown modally while `open` (focus trap, Escape, inert page) and closed when not. */
export function useDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return ref;
}
