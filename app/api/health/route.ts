import { NextResponse, type NextRequest } from 'next/server';
import { readiness } from '@/lib/health/readiness';
import { providerFault } from '@/lib/health/provider-probe';
import { processState } from '@/lib/health/process-state.mjs';

/**
 * GET /api/health (DESIGN §7): readiness for the balancer — 200 when the provider and (if configured) Redis are
 * reachable, 503 with the reasons otherwise or while shutting down. `?probe=live` is liveness only: the process
 * answers, whatever its dependencies do (restart it only when this fails).
 */
export const dynamic = 'force-dynamic';

export async function GET(req: NextRequest) {
  const headers = { 'cache-control': 'no-store' };
  if (req.nextUrl.searchParams.get('probe') === 'live') return NextResponse.json({ status: 'ok', live: true }, { headers });
  const state = processState();
  const report = readiness({ providerFault: await providerFault(), redis: state.redis, shuttingDown: state.shuttingDown });
  const { httpStatus, ...body } = report;
  return NextResponse.json(body, { status: httpStatus, headers });
}
