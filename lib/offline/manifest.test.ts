import { describe, expect, it } from 'vitest';
import { webManifest } from './manifest';

/** Issue 25 item 1: one installable manifest per venue, from its site config (name, colours, icons). */
const site = { name: { en: 'Oasis Sports Club', ar: 'نادي الواحة الرياضي' }, description: { en: 'Sports', ar: 'رياضة' }, theme: { primary: '#0b6e4f', secondary: '#111', cta: '#f59e0b', accent: '#10b981', dark: '#111827', mode: 'light' as const } };

describe('webManifest', () => {
  it('names the venue in the language, with its colour, standalone, and 192 and 512 px icons', () => {
    const en = webManifest(site, 'en');
    expect(en).toMatchObject({ name: 'Oasis Sports Club', lang: 'en', dir: 'ltr', start_url: '/?lang=en', scope: '/', display: 'standalone', theme_color: '#0b6e4f', background_color: '#ffffff' });
    expect(en.short_name.length).toBeLessThanOrEqual(12);
    expect(en.icons.filter((i) => i.purpose === 'any').map((i) => i.sizes)).toEqual(['192x192', '512x512']);
    const ar = webManifest(site, 'ar');
    expect(ar).toMatchObject({ name: 'نادي الواحة الرياضي', lang: 'ar', dir: 'rtl', start_url: '/?lang=ar' });
  });
});
