import type { ServerResponse } from 'node:http';

export interface Timing {
  start: number;
  provider: number;
  calls: number;
  open: number;
  openedAt: number;
}
export function isTimedPath(url: string | undefined): boolean;
export function serverTimingValue(t: Timing, now: number): string;
export function withServerTiming<T>(res: ServerResponse, handle: () => T): T;
export function providerCallStarted(): () => void;
