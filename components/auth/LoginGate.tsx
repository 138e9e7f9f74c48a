'use client';
import { useRef, useState, type ReactNode } from 'react';
import type { LoginSettings } from '@/lib/auth/login-settings';
import { LoginModal } from './LoginModal';

/**
 * "Sign in first, then continue" for any island: `ask(then)` opens the login modal over the page and runs `then`
 * once the visitor is signed in; closing the modal drops it. `modal` is to be rendered by the island.
 */
export function useLoginGate({ locale, settings, beforeLeave }: { locale: string; settings: LoginSettings; beforeLeave?: () => void }): {
  ask: (then: () => void) => void;
  modal: ReactNode;
} {
  const [open, setOpen] = useState(false);
  const then = useRef<(() => void) | null>(null);
  const ask = (next: () => void) => {
    then.current = next;
    setOpen(true);
  };
  const modal = (
    <LoginModal
      open={open}
      locale={locale}
      settings={settings}
      beforeLeave={beforeLeave}
      onClose={() => {
        then.current = null;
        setOpen(false);
      }}
      onSignedIn={() => {
        const next = then.current;
        then.current = null;
        setOpen(false);
        next?.();
      }}
    />
  );
  return { ask, modal };
}
