import type { NextRequest } from 'next/server';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { PWA_ICON_SIZES, webManifest } from '@/lib/offline/manifest';
import { loadSite } from '@/lib/tenant/site';
import { venueIconPng } from '@/lib/wallet/venue-icon';

/**
 * GET /pwa/manifest.webmanifest?locale=en|ar and /pwa/icon-{192,512}.png (issue 25): the venue's web app manifest
 * and install icons, by the Host header. Public and the same for everyone: cached for an hour. An unknown or
 * closed venue: 404.
 */
export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

const ICON = /^icon-(\d+)\.png$/;
const notFound = () => new Response('Not found', { status: 404, headers: { 'cache-control': 'no-store' } });

export async function GET(req: NextRequest, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const size = Number(ICON.exec(file)?.[1]);
  if (file !== 'manifest.webmanifest' && !(PWA_ICON_SIZES as readonly number[]).includes(size)) return notFound();
  let state;
  try {
    state = await loadSite(req.headers.get('host') ?? '');
  } catch {
    return new Response('Unavailable', { status: 502, headers: { 'cache-control': 'no-store' } });
  }
  if (state.kind !== 'ok') return notFound();
  const cache = 'public, max-age=3600';
  if (file === 'manifest.webmanifest') {
    const lang = req.nextUrl.searchParams.get('locale') ?? DEFAULT_LOCALE;
    const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
    return new Response(JSON.stringify(webManifest(state.site, locale)), { headers: { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': cache } });
  }
  const png = await venueIconPng(state.site, size);
  return new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png', 'cache-control': cache, 'content-length': String(png.length) } });
}
