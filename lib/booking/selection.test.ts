import { describe, expect, it } from 'vitest';
import { initialSelection, resetsSlot, selectionReducer, type Selection, type SelectionAction } from './selection';

type S = Selection<string, string>;
const chosen: S = {
  ...initialSelection<string, string>('2026-01-01'),
  serviceId: 1,
  surfaceId: '2',
  outdoor: '1',
  formationId: '3',
  duration: 90,
  facilityFilter: 4,
  productFilter: 5,
  rangeId: 'morning',
  moreClicks: 2,
  slot: '10:00',
  facility: 'Court 1',
};
const run = (a: SelectionAction<string, string>) => selectionReducer(chosen, a);

describe('booking selection reset rules (spec §4 facility booking flow)', () => {
  it('changing service resets slot and facility, every filter, the duration and the grid', () => {
    expect(run({ type: 'service', id: 7 })).toEqual({ ...initialSelection('2026-01-01'), serviceId: 7 });
  });

  it('the first service offered is chosen only while none is: a choice made before the list is reported stands', () => {
    const empty = initialSelection<string, string>('2026-01-01');
    expect(selectionReducer(empty, { type: 'defaultService', id: 3 })).toEqual({ ...empty, serviceId: 3 });
    const picked = selectionReducer(empty, { type: 'service', id: 7 });
    expect(selectionReducer(picked, { type: 'defaultService', id: 3 })).toBe(picked);
    expect(run({ type: 'defaultService', id: 3 })).toBe(chosen);
    expect(resetsSlot({ type: 'defaultService' })).toBe(false);
  });

  it('changing date, surface, formation or outdoor resets slot and facility and keeps the other choices', () => {
    const cases: Array<[SelectionAction<string, string>, keyof S, string]> = [
      [{ type: 'date', value: '2026-01-02' }, 'date', '2026-01-02'],
      [{ type: 'surface', value: '9' }, 'surfaceId', '9'],
      [{ type: 'formation', value: '9' }, 'formationId', '9'],
      [{ type: 'outdoor', value: '0' }, 'outdoor', '0'],
    ];
    for (const [a, key, value] of cases) {
      expect(run(a)).toEqual({ ...chosen, [key]: value, slot: null, facility: null, moreClicks: 0 });
      expect(resetsSlot(a)).toBe(true);
    }
  });

  it('changing duration resets slot and facility', () => {
    expect(run({ type: 'duration', value: 120 })).toEqual({ ...chosen, duration: 120, slot: null, facility: null, moreClicks: 0 });
  });

  it('the facility and ticket filters narrow the grid, so they reset the slot too', () => {
    expect(run({ type: 'facilityFilter', value: null })).toMatchObject({ facilityFilter: null, slot: null, facility: null });
    expect(run({ type: 'productFilter', value: 0 })).toMatchObject({ productFilter: 0, slot: null, facility: null });
  });

  it('the time-range filter and show more only page through the grid', () => {
    expect(run({ type: 'range', value: 'evening' })).toEqual({ ...chosen, rangeId: 'evening', moreClicks: 0 });
    expect(run({ type: 'showMore' })).toEqual({ ...chosen, moreClicks: 3 });
    expect(resetsSlot({ type: 'range' })).toBe(false);
    expect(resetsSlot({ type: 'showMore' })).toBe(false);
  });

  it('choosing a slot drops the previous facility until the new one is fetched', () => {
    const s = run({ type: 'slot', slot: '11:00' });
    expect(s).toMatchObject({ slot: '11:00', facility: null });
    expect(selectionReducer(s, { type: 'facility', facility: 'Court 2' })).toMatchObject({ slot: '11:00', facility: 'Court 2' });
  });

  it("'more tickets' yes resets the slot and the duration to the minimum booking time (spec §2)", () => {
    expect(run({ type: 'bookMore' })).toEqual({ ...chosen, slot: null, facility: null, duration: null });
  });
});
