'use client';
import * as booking from '@/lib/api/booking';
import { slotParams } from '@/lib/booking/flow';
import type { Slot } from '@/lib/booking/slots';
import type { ScheduleSettings } from '@/lib/booking/types';
import type { SelectionState } from './useSelection';

/**
 * Slot and facility (spec §4): choosing a slot fetches the facilities free for it, auto-selects the first, then its
 * products. An answer for a slot the visitor has since left (any change that resets the slot) is dropped.
 */
export function useSlotChoice(st: SelectionState, config: ScheduleSettings | null) {
  const { sel, change, dispatch, slotRequest, setError, setNotice } = st;

  const chooseSlot = async (sl: Slot) => {
    change({ type: 'slot', slot: sl });
    const req = slotRequest.current;
    setNotice(null);
    try {
      const [first] = await booking.availableFacilityIds(slotParams(sel, config?.perCapacity, sl, sel.facilityFilter));
      if (req !== slotRequest.current) return;
      if (first === undefined) return setError({ key: 'noFacility' });
      const a = await booking.autoFacility(slotParams(sel, config?.perCapacity, sl, first));
      if (req === slotRequest.current) dispatch({ type: 'facility', facility: a });
    } catch {
      if (req === slotRequest.current) setError({ key: 'noFacility' });
    }
  };

  return { slot: sel.slot, auto: sel.facility, chooseSlot };
}
