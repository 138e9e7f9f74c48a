import type { ChildProcess } from 'node:child_process';
export interface Stack {
  sandbox: ChildProcess;
  next: ChildProcess;
  stop(): Promise<void>;
  dir: string;
  /** The last 20 KB the servers wrote to stderr. */
  stderrTail(): string;
}
export function startStack(opts: { nextPort: number; sandboxPort: number; providerUrl?: string; env?: Record<string, string>; quiet?: boolean }): Promise<Stack>;
export function stopOnSignal(stop: () => Promise<void>): void;
