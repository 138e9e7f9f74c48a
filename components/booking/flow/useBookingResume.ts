'use client';
import { useEffect, useRef } from 'react';
import { resumeActions, resumedSlot } from '@/lib/booking/flow';
import type { BookingChoices } from '@/lib/booking/resume';
import type { Slot } from '@/lib/booking/slots';
import type { AutoFacility, BookingService } from '@/lib/booking/types';
import type { Change } from './useSelection';

/**
 * Choices kept across a single sign-on (lib/booking/resume.ts): set once the services are in (`onServices`), then
 * the slot once the grid shows it, then step 2 once its facility is in (`useResumeFinish`). A choice no longer
 * offered stops the resume there.
 */
export function useResumeStart(resume: BookingChoices | null, change: Change) {
  const resuming = useRef(resume);
  const onServices = (first: BookingService | undefined, list: BookingService[]) => {
    const r = resuming.current;
    const actions = r ? resumeActions<Slot, AutoFacility>(r, list.map((x) => x.id)) : null;
    if (r && actions) {
      actions.forEach(change);
      if (!r.slotStart) resuming.current = null;
      return;
    }
    resuming.current = null;
    if (first) change({ type: 'defaultService', id: first.id });
  };
  return { resuming, onServices };
}

export function useResumeFinish(
  resuming: React.MutableRefObject<BookingChoices | null>,
  at: { slots: Slot[]; loading: boolean; hasSchedule: boolean; slot: Slot | null; auto: AutoFacility | null },
  chooseSlot: (sl: Slot) => Promise<void>,
  proceedFromStep1: () => Promise<'cart' | null>,
) {
  const { slots, loading, hasSchedule, slot, auto } = at;
  useEffect(() => {
    const r = resuming.current;
    if (!r || slot || !hasSchedule || loading) return;
    const found = resumedSlot(r, slots);
    if (found) void chooseSlot(found);
    else resuming.current = null;
    // Only a new grid matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slots, loading]);
  useEffect(() => {
    const r = resuming.current;
    if (!r || !auto) return;
    resuming.current = null;
    if (r.step === 2 && auto.facility.perCapacity) void proceedFromStep1();
    // Only the facility's arrival matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auto]);
}
