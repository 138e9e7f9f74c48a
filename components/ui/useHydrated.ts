'use client';
import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the server's HTML and while the page hydrates, true once React has taken over. A form's submit button
 * waits for it: pressed before hydration, the browser would submit the form itself as a GET, with what was typed
 * (a password included) in the address, and the visitor would land on the same page with the fields emptied.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
