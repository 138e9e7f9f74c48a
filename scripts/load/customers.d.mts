export interface LoadResult {
  customers: number;
  seconds: number;
  elapsed: number;
  rps: number;
  requests: number;
  status5xx: number;
  timeouts: number;
  errors: number;
  failures: string[];
  byKind: Record<string, { count: number; status: Record<string, number> }>;
  latency: Record<string, { p50: number; p99: number; max: number }>;
  notes: string[];
  cartStep: boolean;
  cart: { attempts: number; held: number; refused: number };
  reservations: { ok: boolean; toldHeld?: number; sandboxHeld?: number; unknownAnswers?: number; slotsUsed?: number; problems: string[] } | null;
}
export function runCustomers(opts: { port: number; sandboxPort?: number; customers?: number; seconds?: number; thinkMs?: [number, number]; warm?: boolean }): Promise<LoadResult>;
