import type { RedisFact } from './readiness';

export function processState(): { redis: RedisFact; shuttingDown: boolean };
