import { useEffect } from 'react';
import { whenIdle } from '@/components/ui/idle';

/**
 * A form's resolver whose zod schema loads when it is first needed, not with the page (issue 27 §2): zod alone is
 * most of a form page's JavaScript. react-hook-form awaits a resolver anyway, so the form checks the same values
 * with the same messages; the first check also waits for the schema's chunk, which `useWarmResolver` fetches once the
 * page is idle or the visitor reaches the form. A failed load is tried again on the next check.
 */
export type LazyResolver<R> = R & { warm: () => Promise<R> };

export function lazyResolver<R extends (...args: never[]) => unknown>(load: () => Promise<R>): LazyResolver<R> {
  let loaded: Promise<R> | null = null;
  const warm = () =>
    (loaded ??= load().catch((e: unknown) => {
      loaded = null;
      throw e;
    }));
  const resolver = ((...args: never[]) => warm().then((r) => r(...args))) as unknown as LazyResolver<R>;
  resolver.warm = warm;
  return resolver;
}

/** Fetches the schema's chunk after the page has loaded, when the main thread is idle (not part of first load). */
export function useWarmResolver(resolver: { warm: () => Promise<unknown> }) {
  useEffect(() => whenIdle(() => void resolver.warm().catch(() => undefined)), [resolver]);
}
