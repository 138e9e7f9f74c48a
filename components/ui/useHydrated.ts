'use client';
import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the server's HTML and while the page hydrates, true once React has taken over. A form's submit button
 * waits for it: pressed before hydration, the browser would post the form itself (every form is method="post",
 * eslint.config.mjs) and the visitor would land on the same page with what was typed emptied.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
