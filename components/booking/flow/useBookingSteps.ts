'use client';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { qk } from '@/lib/api/query-keys';
import { afterTickets, hasAddons, stepShapeOf } from '@/lib/booking/flow';
import { moreQuestion as moreQuestionOf, stepPosition, type BookingStep } from '@/lib/booking/steps';
import type { AutoFacility, ScheduleSettings } from '@/lib/booking/types';
import type { Change, SelectionState } from './useSelection';

/**
 * Steps and dialogs (spec §4 booking modal steps): the step on screen, the 'more tickets' question, the group the
 * next add-on joins, and whether an add is on its way.
 */
export function useBookingSteps(st: Pick<SelectionState, 'setNotice'> & { change: Change }, auto: AutoFacility | null, config: ScheduleSettings | null, specialMode: boolean) {
  const [step, setStep] = useState<BookingStep>(1);
  const [moreOpen, setMoreOpen] = useState(false);
  const [groupKey, setGroupKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const client = useQueryClient();

  /** Tickets are in: step 3 when there are add-ons, else the 'more tickets' question. */
  const afterAdded = () => {
    if (afterTickets(hasAddons(auto)) === 3) setStep(3);
    else setMoreOpen(true);
  };

  const proceedFromStep2 = () => {
    st.setNotice(null);
    afterAdded();
  };

  /**
   * 'More tickets' yes: reset the slot, the duration (to the minimum) and the step. The grid is asked again: what was
   * just held takes its slot, and those of its parent or child facilities (issue 23 item 1, spec §3 Facility).
   */
  const bookMore = () => {
    void client.invalidateQueries({ queryKey: qk.booking.schedules() });
    setMoreOpen(false);
    setStep(1);
    setGroupKey(null);
    st.setNotice(null);
    st.change({ type: 'bookMore' });
  };

  /** What the visitor sees of the steps and the 'more' question, for the facility chosen (or the service's setting). */
  const shape = stepShapeOf(auto, config, specialMode);

  return {
    step,
    setStep,
    stepPosition: stepPosition(step, shape),
    moreQuestion: moreQuestionOf(shape.perCapacity),
    moreOpen,
    setMoreOpen,
    groupKey,
    setGroupKey,
    busy,
    setBusy,
    afterAdded,
    proceedFromStep2,
    bookMore,
  };
}
export type StepsState = ReturnType<typeof useBookingSteps>;
