'use client';
import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { venueNow } from '@/lib/booking/time';
import { initialSelection, resetsSlot, selectionReducer, type SelectionAction } from '@/lib/booking/selection';
import type { Msg } from '@/lib/booking/flow';
import type { Slot } from '@/lib/booking/slots';
import type { AutoFacility } from '@/lib/booking/types';

export type Change = (a: SelectionAction<Slot, AutoFacility>) => void;

/**
 * What the visitor chose (lib/booking/selection.ts, spec §4 reset rules) and the modal's error and notice. Every
 * change goes through `change`; one that resets the slot also drops the slot answers still on their way
 * (`slotRequest` is bumped) and the error on screen.
 */
export function useSelection(timeZone: string) {
  const today = useMemo(() => venueNow(timeZone).date, [timeZone]);
  const [sel, dispatch] = useReducer(selectionReducer<Slot, AutoFacility>, today, initialSelection<Slot, AutoFacility>);
  const [error, setError] = useState<Msg | null>(null);
  const [notice, setNotice] = useState<Msg | null>(null);
  const slotRequest = useRef(0);

  const change: Change = useCallback((a) => {
    if (resetsSlot(a)) {
      slotRequest.current++;
      setError(null);
    }
    dispatch(a);
  }, []);

  return { today, sel, dispatch, change, slotRequest, error, setError, notice, setNotice };
}
export type SelectionState = ReturnType<typeof useSelection>;
