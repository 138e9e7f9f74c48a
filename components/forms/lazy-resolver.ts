import { useEffect } from 'react';
import { whenIdle } from '@/components/ui/idle';

/**
 * A form's resolver whose zod schema loads when it is first needed, not with the page (issue 27 §2): zod alone is
 * most of a form page's JavaScript. react-hook-form awaits a resolver anyway, so the form checks the same values
 * with the same messages; the first check also waits for the schema's chunk, which `useWarmResolver` fetches before
 * it. A failed load is tried again on the next check.
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

const INTERACTION = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Fetches the schema's chunk before the first check: once the main thread is idle after load (a page the visitor
 * came to fill in), or at the visitor's first touch, key or focus in a form (`interaction`: a form that opened by
 * itself, the lead pop-up, whose visitor may only close it: zod's evaluation is then never paid).
 */
export function useWarmResolver(resolver: { warm: () => Promise<unknown> }, on: 'idle' | 'interaction' = 'idle') {
  useEffect(() => {
    const warm = () => void resolver.warm().catch(() => undefined);
    if (on === 'idle') return whenIdle(warm);
    const first = (e: Event) => {
      // The dialog's own focus on opening (its close button) is not the visitor reaching the form.
      if (e.type === 'focusin' && !(e.target instanceof Element && e.target.closest('form'))) return;
      stop();
      warm();
    };
    const stop = () => INTERACTION.forEach((e) => window.removeEventListener(e, first, true));
    INTERACTION.forEach((e) => window.addEventListener(e, first, true));
    return stop;
  }, [resolver, on]);
}
