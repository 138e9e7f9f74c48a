export type FaultMode = 'pass' | 'stopped' | 'slow' | 'garbage';
export const MODES: FaultMode[];
export const SLOW_MS: number;
export interface FaultProxy {
  url: string;
  readonly mode: FaultMode;
  counts: Record<FaultMode, number>;
  setMode(mode: FaultMode): void;
  close(): Promise<void>;
}
export function startFaultProxy(opts: { port: number; target: string; slowMs?: number }): Promise<FaultProxy>;
