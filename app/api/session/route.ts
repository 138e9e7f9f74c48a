import { NextResponse } from 'next/server';
import { auth } from '@/lib/auth/auth';

/** Who is signed in, for the header's client island: name and anonymous flag only. Never cached. */
export const dynamic = 'force-dynamic';

export async function GET() {
  const session = await auth().catch(() => null);
  const u = session?.user as { name?: string; anonymous?: boolean } | undefined;
  const user = u ? { name: u.name ?? '', anonymous: Boolean(u.anonymous) } : null;
  return NextResponse.json({ user }, { headers: { 'cache-control': 'private, no-store' } });
}
