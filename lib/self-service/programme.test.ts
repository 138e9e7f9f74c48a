import { describe, expect, it } from 'vitest';
import { programmeOf } from './programme';

describe('programmeOf (issue 13 item 2: sessions used and left, academy dates and days)', () => {
  it('counts the sessions left from those bought and used', () => {
    const p = programmeOf({ package: '5 sessions', ar_package: '5 جلسات', sessions: 5, used: 2, session_minutes: 60 });
    expect(p).toMatchObject({ sessions: 5, used: 2, left: 3, sessionMinutes: 60, startDate: null, days: [] });
    expect(p.package).toEqual({ en: '5 sessions', ar: '5 جلسات' });
  });

  it('never answers a negative number left when the provider reports more used than bought', () => {
    expect(programmeOf({ package: 'x', sessions: 1, used: 3 })).toMatchObject({ used: 1, left: 0 });
  });

  it('orders academy weekdays from Sunday and drops repeats', () => {
    expect(programmeOf({ package: 'x', sessions: 8, used: 0, start_date: '2026-12-06', end_date: '2027-01-03', days: [2, 0, 2] }).days).toEqual([0, 2]);
  });
});
