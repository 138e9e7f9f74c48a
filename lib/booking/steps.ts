/**
 * The booking modal's steps as the visitor sees them (spec §4 booking modal steps 1 to 3, issue 16.13). Step 2
 * (ticket cards) is there only for a per-capacity facility; step 3 (add-ons) only when a category has products and
 * the modal does not close into the cart after adding (the special mode). The indicator counts what is shown, so a
 * court with add-ons reads 'Step 1 of 2', 'Step 2 of 2', never 'Step 3 of 3' after 'Step 1 of 3'.
 */
export type BookingStep = 1 | 2 | 3;

export interface StepShape {
  perCapacity: boolean;
  hasAddons: boolean;
  specialMode: boolean;
}

export function visibleSteps(s: StepShape): BookingStep[] {
  const steps: BookingStep[] = [1];
  if (s.perCapacity) steps.push(2);
  if (s.hasAddons && !s.specialMode) steps.push(3);
  return steps;
}

/** 'Step n of total' for the step on screen; null when the flow has a single step (nothing to count). */
export function stepPosition(step: BookingStep, s: StepShape): { n: number; total: number } | null {
  const steps = visibleSteps(s);
  const i = steps.indexOf(step);
  return steps.length > 1 && i >= 0 ? { n: i + 1, total: steps.length } : null;
}

/**
 * The 'more tickets' question (spec §4) in the words of what was booked: tickets of a per-capacity facility, or a
 * slot of a court (private facility) that has no tickets.
 */
export function moreQuestion(perCapacity: boolean): 'moreTickets' | 'moreSlots' {
  return perCapacity ? 'moreTickets' : 'moreSlots';
}
