import { beforeEach, describe, expect, it } from 'vitest';
import { RESUME_MAX_AGE_MS, saveResume, takeResume, type BookingChoices } from './resume';
import { choicesKept } from './resume-key';

class MemoryStorage {
  map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, v);
  removeItem = (k: string) => void this.map.delete(k);
}

const choices: BookingChoices = {
  serviceId: 2,
  date: '2026-11-25',
  duration: 60,
  facilityFilter: null,
  rangeId: 'r3',
  slotStart: '09:00',
  step: 2,
  quantities: { '31': 2 },
  agreed: true,
};
const T0 = 1_800_000_000_000;

// Issue 12 item 4: the booking modal's choices survive the single sign-on's trip away from the page.
describe('booking resume across single sign-on', () => {
  let s: MemoryStorage;
  beforeEach(() => {
    s = new MemoryStorage();
  });

  it('gives the choices back once, on the same page', () => {
    saveResume(s, 'localhost', '/?lang=en', choices, T0);
    expect(takeResume(s, 'localhost', '/?lang=en', T0 + 60_000)).toEqual(choices);
    expect(takeResume(s, 'localhost', '/?lang=en', T0 + 60_000)).toBeNull();
  });

  it('keeps them for their own page and language only', () => {
    saveResume(s, 'localhost', '/?lang=en', choices, T0);
    expect(takeResume(s, 'localhost', '/?lang=ar', T0 + 1000)).toBeNull();
    expect(takeResume(s, 'arena.localhost', '/?lang=en', T0 + 1000)).toBeNull();
    expect(takeResume(s, 'localhost', '/?lang=en', T0 + 1000)).toEqual(choices);
  });

  it('drops them once older than the sign-on cookie', () => {
    saveResume(s, 'localhost', '/?lang=en', choices, T0);
    expect(takeResume(s, 'localhost', '/?lang=en', T0 + RESUME_MAX_AGE_MS + 1)).toBeNull();
    expect(s.map.size).toBe(0);
  });

  it.each([
    ['not JSON', '{'],
    ['a foreign path', JSON.stringify({ path: 'https://evil.example/', savedAt: T0, choices })],
    ['a bad date', JSON.stringify({ path: '/?lang=en', savedAt: T0, choices: { ...choices, date: '25-11-2026' } })],
    ['a bad step', JSON.stringify({ path: '/?lang=en', savedAt: T0, choices: { ...choices, step: 3 } })],
    ['a negative quantity', JSON.stringify({ path: '/?lang=en', savedAt: T0, choices: { ...choices, quantities: { '31': -1 } } })],
  ])('refuses and removes %s', (_, raw) => {
    s.setItem('booking-resume:localhost', raw);
    expect(takeResume(s, 'localhost', '/?lang=en', T0)).toBeNull();
    expect(s.map.size).toBe(0);
  });

  it('a storage that refuses writes or reads is not an error', () => {
    const full = { setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => saveResume(full, 'localhost', '/', choices, T0)).not.toThrow();
    const blocked = { getItem: () => { throw new Error('SecurityError'); }, removeItem: () => undefined };
    expect(takeResume(blocked, 'localhost', '/', T0)).toBeNull();
  });
});

describe('the booking button asks whether choices wait before it loads the reader (issue 27 §2)', () => {
  it('answers whether this venue has kept choices, and no for another venue or a storage that throws', () => {
    const s = new MemoryStorage();
    expect(choicesKept(s, 'oasis.localhost')).toBe(false);
    saveResume(s, 'oasis.localhost', '/?lang=en', choices, T0);
    expect(choicesKept(s, 'oasis.localhost')).toBe(true);
    expect(choicesKept(s, 'arena.localhost')).toBe(false);
    expect(choicesKept({ getItem: () => { throw new Error('denied'); } }, 'oasis.localhost')).toBe(false);
  });
});
