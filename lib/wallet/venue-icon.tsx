import 'server-only';
import { ImageResponse } from 'next/og';
import { pick } from '@/lib/i18n/pick';
import type { Site } from '@/lib/tenant/types';

/**
 * The venue's square icon as a PNG of any size (issue 25): its primary colour with the first letter of its name,
 * drawn by next/og on the server. Used for the wallet pass's icon and logo and the web app manifest's icons, where
 * the venue's own SVG logo cannot go (Wallet takes PNG only; an install icon must be at least 144 px). The same
 * venue and size always give the same image, kept in memory.
 */
const cache = new Map<string, Promise<Buffer>>();

export function venueInitial(site: Pick<Site, 'name'>): string {
  const name = pick(site.name, 'en').trim();
  const first = Array.from(name).find((c) => /[\p{L}\p{N}]/u.test(c));
  return (first ?? 'V').toUpperCase();
}

export function venueIconPng(site: Pick<Site, 'name' | 'theme'>, width: number, height = width): Promise<Buffer> {
  const letter = venueInitial(site);
  const colour = /^#[0-9a-f]{6}$/i.test(site.theme.primary) ? site.theme.primary : '#1f2937';
  const key = `${colour}:${letter}:${width}x${height}`;
  let hit = cache.get(key);
  if (!hit) {
    const size = Math.min(width, height);
    const image = new ImageResponse(
      (
        <div style={{ width: '100%', height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', background: colour, color: '#ffffff', fontSize: Math.round(size * 0.62), fontWeight: 700 }}>
          {letter}
        </div>
      ),
      { width, height },
    );
    hit = image.arrayBuffer().then((b) => Buffer.from(b));
    hit.catch(() => cache.delete(key));
    cache.set(key, hit);
  }
  return hit;
}
