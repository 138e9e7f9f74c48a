import { useEffect } from 'react';
import { whenIdle } from '@/components/ui/idle';
import type { CartItem } from '@/lib/cart/types';
import type { LineKeys } from '@/lib/cart/lines';
import type { Outcome } from './commit';

type Lines = typeof import('@/lib/cart/lines');
const load = () => Promise.all([import('./commit'), import('@/lib/cart/lines')]);

/**
 * `commitLines` (./commit) with the cart's add rules and line builders (lib/cart/lines, handed to `build`) loaded
 * at the first add rather than with the page (issue 27 §2: a catalogue page hydrates what a visitor can touch; the
 * rules run only on a click). Same outcome, as a promise.
 */
export function commitLater(host: string, venueId: number, build: (keys: () => LineKeys, lines: Lines) => CartItem[]): Promise<Outcome> {
  return load().then(([commit, lines]) => commit.commitLines(host, venueId, (keys) => build(keys, lines)));
}

/** Fetches the add rules once the page is idle (not part of its first load), so the first add does not wait. */
export function useWarmCommit() {
  useEffect(() => whenIdle(() => void load().catch(() => undefined)), []);
}
