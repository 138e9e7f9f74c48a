import { describe, expect, it } from 'vitest';
import { JOURNEY_COOKIE_ON, journeyStep, specialTreatment } from './journey';

describe('journey flag (spec §2: a journey query parameter matching a fixed value sets or clears a special-treatment flag for one tenant)', () => {
  it('the matching value sets the flag and the address loses the parameter, keeping the rest', () => {
    expect(journeyStep('/', 'journey=pilgrimage&lang=ar', 'pilgrimage')).toEqual({ flag: true, location: '/?lang=ar' });
    expect(journeyStep('/events', 'lang=en&journey=pilgrimage&page=2', 'pilgrimage')).toEqual({ flag: true, location: '/events?lang=en&page=2' });
    expect(journeyStep('/cart', 'journey=pilgrimage', 'pilgrimage')).toEqual({ flag: true, location: '/cart' });
  });

  it('any other journey value clears it: another word, empty, another case, repeated', () => {
    for (const q of ['journey=other', 'journey=', 'journey=Pilgrimage', 'journey=pilgrimage&journey=pilgrimage', 'journey=%00']) {
      expect(journeyStep('/', `lang=en&${q}`, 'pilgrimage')).toEqual({ flag: false, location: '/?lang=en' });
    }
  });

  it('nothing to do without the parameter, or on a tenant without a journey value (only one tenant has it)', () => {
    expect(journeyStep('/', 'lang=en', 'pilgrimage')).toBeNull();
    expect(journeyStep('/', 'lang=en&journeys=pilgrimage', 'pilgrimage')).toBeNull();
    expect(journeyStep('/', 'lang=en&journey=pilgrimage', null)).toBeNull();
    expect(journeyStep('/', 'lang=en&journey=pilgrimage', '')).toBeNull();
  });
});

describe('order payload isBaps (spec §3, docs/decisions.md)', () => {
  it('on the journey tenant it is the visitor flag, whatever the venue mode', () => {
    expect(specialTreatment({ journeyValue: 'pilgrimage', journeyCookie: JOURNEY_COOKIE_ON, specialMode: true })).toBe(true);
    expect(specialTreatment({ journeyValue: 'pilgrimage', journeyCookie: JOURNEY_COOKIE_ON, specialMode: false })).toBe(true);
    expect(specialTreatment({ journeyValue: 'pilgrimage', journeyCookie: undefined, specialMode: true })).toBe(false);
    expect(specialTreatment({ journeyValue: 'pilgrimage', journeyCookie: 'yes', specialMode: true })).toBe(false);
  });

  it('on any other tenant it is the venue special mode (config is_baps); a stray cookie changes nothing', () => {
    expect(specialTreatment({ journeyValue: null, journeyCookie: undefined, specialMode: true })).toBe(true);
    expect(specialTreatment({ journeyValue: null, journeyCookie: JOURNEY_COOKIE_ON, specialMode: false })).toBe(false);
  });
});
