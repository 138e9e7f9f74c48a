import { NextResponse } from 'next/server';
import { auth } from '@/lib/auth/auth';

/**
 * Who is signed in, for client islands: name, the anonymous flag and whether the user is a member or a partner
 * (the booking's schedule-control channel, spec §6). Never the token or the card number. Never cached.
 */
export const dynamic = 'force-dynamic';

export async function GET() {
  const session = await auth().catch(() => null);
  const u = session?.user as { name?: string; anonymous?: boolean; member?: boolean; partner?: boolean } | undefined;
  const user = u ? { name: u.name ?? '', anonymous: Boolean(u.anonymous), member: Boolean(u.member), partner: Boolean(u.partner) } : null;
  return NextResponse.json({ user }, { headers: { 'cache-control': 'private, no-store' } });
}
