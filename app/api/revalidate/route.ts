import { NextResponse, type NextRequest } from 'next/server';
import { revalidateTag } from 'next/cache';
import { secretMatches } from '@/lib/auth/secret-compare';

/**
 * On-demand revalidation (DESIGN §2: ISR by tag): POST {"tag": "venue:localhost:events"} with header
 * `x-revalidate-secret` equal to REVALIDATE_SECRET. Without the secret configured the route refuses everything.
 */
export const dynamic = 'force-dynamic';

const TAG = /^[A-Za-z0-9:._-]{1,256}$/;

function json(status: number, body: unknown) {
  return NextResponse.json(body, { status, headers: { 'cache-control': 'private, no-store' } });
}

export async function POST(req: NextRequest) {
  if (!secretMatches(req.headers.get('x-revalidate-secret'), process.env.REVALIDATE_SECRET)) {
    return json(401, { status: false, message: 'Unauthorized' });
  }
  let tag: unknown;
  try {
    tag = ((await req.json()) as { tag?: unknown } | null)?.tag;
  } catch {
    return json(400, { status: false, message: 'Malformed JSON' });
  }
  if (typeof tag !== 'string' || !TAG.test(tag)) return json(400, { status: false, message: 'A tag is required' });
  revalidateTag(tag);
  return json(200, { status: true, revalidated: tag, now: Date.now() });
}
