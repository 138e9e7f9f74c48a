'use client';
import type { Channel } from '@/lib/booking/channel';
import type { BookingChoices } from '@/lib/booking/resume';
import { runningPrice } from '@/lib/booking/flow';
import type { BookingSettings } from './types';
import { useSelection } from './flow/useSelection';
import { useBookingSchedule } from './flow/useBookingSchedule';
import { useSlotChoice } from './flow/useSlotChoice';
import { useBookingSteps } from './flow/useBookingSteps';
import { useBookingCart } from './flow/useBookingCart';
import { useBookingAdds } from './flow/useBookingAdds';
import { useResumeFinish, useResumeStart } from './flow/useBookingResume';

export type { Msg } from '@/lib/booking/flow';

/**
 * The facility booking flow of spec §4: service → filters and schedule → slot → available facilities → the first
 * one's products; then step 1 Continue (private: add the default products) or steps 2 and 3 (per-capacity tickets,
 * add-ons). Each part is its own hook in ./flow (selection, filters and schedule, slot and facility, steps and
 * dialogs, cart and adds, resume after a sign-on), their decisions pure functions of lib/booking/flow.ts; this
 * hook only ties them together.
 */
export function useBookingFlow(s: BookingSettings, channel: Channel = 'public', resume: BookingChoices | null = null) {
  const st = useSelection(s.timeZone);
  const { resuming, onServices } = useResumeStart(resume, st.change);
  const schedule = useBookingSchedule(s, channel, st, onServices);
  const { slot, auto, chooseSlot } = useSlotChoice(st, schedule.config);
  const steps = useBookingSteps(st, auto, schedule.config, s.specialMode);
  const cart = useBookingCart(s.host, st.setError);
  const adds = useBookingAdds(s, st, steps, cart, { slot, auto });
  useResumeFinish(resuming, { slots: schedule.slots, loading: schedule.loadingSchedule, hasSchedule: schedule.schedule != null, slot, auto }, chooseSlot, adds.proceedFromStep1);

  /** What to keep across a single sign-on (lib/booking/resume.ts); the ticket quantities are the modal's. */
  const choices = (): Omit<BookingChoices, 'quantities' | 'agreed'> | null =>
    st.sel.serviceId == null
      ? null
      : { serviceId: st.sel.serviceId, date: st.sel.date, duration: st.sel.duration, facilityFilter: st.sel.facilityFilter, rangeId: st.sel.rangeId, slotStart: slot?.start ?? null, step: steps.step === 1 ? 1 : 2 };

  return {
    today: st.today,
    ...schedule,
    slot,
    chooseSlot,
    auto,
    step: steps.step,
    setStep: steps.setStep,
    stepPosition: steps.stepPosition,
    moreQuestion: steps.moreQuestion,
    moreOpen: steps.moreOpen,
    setMoreOpen: steps.setMoreOpen,
    proceedFromStep2: steps.proceedFromStep2,
    bookMore: steps.bookMore,
    busy: steps.busy,
    error: st.error,
    setError: st.setError,
    notice: st.notice,
    runningPrice: runningPrice(auto),
    ...adds,
    cart: cart.cart,
    choices,
  };
}
export type BookingFlow = ReturnType<typeof useBookingFlow>;
