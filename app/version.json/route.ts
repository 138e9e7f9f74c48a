import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NextResponse } from 'next/server';

/** The deployed version, polled by the browser every 60 s (spec §4 version check). Never cached. */
export const dynamic = 'force-dynamic';

let version: string | null = null;
function currentVersion(): string {
  if (process.env.APP_VERSION) return process.env.APP_VERSION;
  if (version) return version;
  try {
    version = readFileSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    version = 'development';
  }
  return version;
}

export function GET() {
  return NextResponse.json({ version: currentVersion() }, { headers: { 'cache-control': 'no-store, max-age=0' } });
}
