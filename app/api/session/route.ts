import { NextResponse } from 'next/server';

/** Who is signed in, for the header's client island. Never cached. */
export const dynamic = 'force-dynamic';

export async function GET() {
  return NextResponse.json({ user: null }, { headers: { 'cache-control': 'private, no-store' } });
}
