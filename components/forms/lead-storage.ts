/** Spec §4 lead modal: closing sets a dismissed flag in session storage; the lead button clears it. */
export const LEAD_DISMISSED_KEY = 'leadFormDismissed';

export function isLeadDismissed(): boolean {
  try {
    return sessionStorage.getItem(LEAD_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function setLeadDismissed(dismissed: boolean): void {
  try {
    if (dismissed) sessionStorage.setItem(LEAD_DISMISSED_KEY, '1');
    else sessionStorage.removeItem(LEAD_DISMISSED_KEY);
  } catch {
    /* storage unavailable: the modal simply opens again next time */
  }
}
