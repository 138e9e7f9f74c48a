import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from './schemas';

/** Issue 15.7: config fields the spec gives no behaviour are not carried (docs/decisions.md). */
const seed = JSON.parse(readFileSync(path.resolve(__dirname, '../../sandbox/seed/default.json'), 'utf8')) as { venues: Array<{ config: Record<string, unknown> }> };

describe('site config fields without behaviour are dropped (issue 15.7)', () => {
  it('allow_facility_items_reservation, enable_dcd and venue.child_venues are not parsed', () => {
    const config = { ...seed.venues[0]!.config, show_facility_image: 1, allow_facility_items_reservation: 1, enable_dcd: 1 };
    const parsed = siteConfigSchema.parse(config) as Record<string, unknown> & { venue: Record<string, unknown> };
    for (const key of ['allow_facility_items_reservation', 'enable_dcd', 'vtoken', 'session_id']) expect(parsed).not.toHaveProperty(key);
    expect(parsed.venue).not.toHaveProperty('child_venues');
  });
  it('show_facility_image is parsed (issue 24 §8: the booking modal shows facility images when it is on)', () => {
    expect(siteConfigSchema.parse({ ...seed.venues[0]!.config, show_facility_image: 1 })).toHaveProperty('show_facility_image', 1);
  });
});
