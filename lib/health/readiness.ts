/**
 * Readiness of one storefront instance (DESIGN §7, issue 14): the balancer sends visitors only to an instance that
 * can reach the provider and, when a shared cache is configured, Redis; one that is shutting down takes no more.
 * Pure, so the rule is unit-tested; app/api/health/route.ts gathers the facts.
 */
export type RedisFact = 'not-configured' | 'ready' | 'connecting' | 'down';

export interface HealthFacts {
  /** null when the provider answered; otherwise why it could not be reached. */
  providerFault: string | null;
  redis: RedisFact;
  shuttingDown: boolean;
}

export interface HealthReport {
  status: 'ok' | 'unavailable';
  httpStatus: 200 | 503;
  live: true;
  ready: boolean;
  checks: { provider: string; redis: RedisFact };
  reasons: string[];
}

export function readiness(facts: HealthFacts): HealthReport {
  const reasons: string[] = [];
  if (facts.shuttingDown) reasons.push('shutting down: finishing requests in flight');
  if (facts.providerFault) reasons.push(`provider unreachable: ${facts.providerFault}`);
  if (facts.redis === 'down' || facts.redis === 'connecting') reasons.push(`shared cache (Redis) ${facts.redis === 'down' ? 'unreachable' : 'not connected yet'}`);
  const ready = reasons.length === 0;
  return {
    status: ready ? 'ok' : 'unavailable',
    httpStatus: ready ? 200 : 503,
    live: true,
    ready,
    checks: { provider: facts.providerFault ? 'unreachable' : 'ok', redis: facts.redis },
    reasons,
  };
}
