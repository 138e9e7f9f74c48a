/**
 * What the visitor has chosen in the booking modal, and spec §4's reset rules as a pure reducer:
 * "changing service, date, surface, formation or outdoor resets slot and facility; changing duration resets slot
 * and facility"; the facility and ticket filters narrow the slot grid, so they reset the slot too; a new service
 * also clears every filter and the duration; the time-range filter and 'show more' only page through the grid;
 * 'more tickets' yes resets the slot, the duration (to the minimum booking time) and the step.
 * Every change that resets the slot also starts the grid from its first page again (moreClicks 0).
 */
export interface Selection<TSlot, TFacility> {
  serviceId: number | null;
  date: string;
  surfaceId: string;
  outdoor: string;
  formationId: string;
  /** null: the shortest offered (spec §9 minimum booking time). */
  duration: number | null;
  facilityFilter: number | null;
  /** By-product services' ticket filter; 0 is 'all tickets'. */
  productFilter: number;
  rangeId: string;
  moreClicks: number;
  slot: TSlot | null;
  /** The facility auto-selected for the slot, with its products. */
  facility: TFacility | null;
}

export type SelectionAction<TSlot, TFacility> =
  | { type: 'service'; id: number }
  /** The first service offered, chosen for the visitor once the list is in: only while none is chosen yet. */
  | { type: 'defaultService'; id: number }
  | { type: 'date'; value: string }
  | { type: 'surface'; value: string }
  | { type: 'outdoor'; value: string }
  | { type: 'formation'; value: string }
  | { type: 'duration'; value: number | null }
  | { type: 'facilityFilter'; value: number | null }
  | { type: 'productFilter'; value: number }
  | { type: 'range'; value: string }
  | { type: 'showMore' }
  | { type: 'slot'; slot: TSlot }
  | { type: 'facility'; facility: TFacility }
  | { type: 'bookMore' };

export function initialSelection<TSlot, TFacility>(date: string): Selection<TSlot, TFacility> {
  return {
    serviceId: null,
    date,
    surfaceId: '',
    outdoor: '',
    formationId: '',
    duration: null,
    facilityFilter: null,
    productFilter: 0,
    rangeId: 'all',
    moreClicks: 0,
    slot: null,
    facility: null,
  };
}

/**
 * True when the action drops the chosen slot and facility (callers also drop answers still on their way). The
 * default service never does: it applies only while no service, hence no slot, is chosen.
 */
export function resetsSlot(a: { type: SelectionAction<unknown, unknown>['type'] }): boolean {
  return a.type !== 'range' && a.type !== 'showMore' && a.type !== 'facility' && a.type !== 'defaultService';
}

/** The field each plain change sets; every one of them resets the slot (the reset rules above). */
const FIELD = {
  date: 'date',
  surface: 'surfaceId',
  outdoor: 'outdoor',
  formation: 'formationId',
  duration: 'duration',
  facilityFilter: 'facilityFilter',
  productFilter: 'productFilter',
} as const;

export function selectionReducer<TSlot, TFacility>(s: Selection<TSlot, TFacility>, a: SelectionAction<TSlot, TFacility>): Selection<TSlot, TFacility> {
  switch (a.type) {
    case 'service':
      return { ...initialSelection<TSlot, TFacility>(s.date), serviceId: a.id };
    case 'defaultService':
      // The list's arrival is reported after the render that shows it: a choice made in between stands.
      return s.serviceId == null ? { ...initialSelection<TSlot, TFacility>(s.date), serviceId: a.id } : s;
    case 'range':
      return { ...s, rangeId: a.value, moreClicks: 0 };
    case 'showMore':
      return { ...s, moreClicks: s.moreClicks + 1 };
    case 'slot':
      return { ...s, slot: a.slot, facility: null };
    case 'facility':
      return { ...s, facility: a.facility };
    case 'bookMore':
      return { ...s, slot: null, facility: null, duration: null };
    default:
      return { ...s, moreClicks: 0, slot: null, facility: null, [FIELD[a.type]]: a.value };
  }
}
