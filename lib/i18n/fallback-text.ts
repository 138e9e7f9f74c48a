/**
 * The few words shown when a page could not be rendered at all (app/global-error, pages/_error). Those boundaries
 * load on every page, so they cannot carry the message catalogue; messages.test pins these to messages/*.json
 * (states.providerDownTitle, states.providerDownBody, common.retry) so the two never drift.
 */
export const FALLBACK_TEXT = {
  en: { title: "We can't reach the venue right now", body: 'Our booking service is not answering. Please try again in a few minutes.', retry: 'Try again' },
  ar: { title: 'لا يمكننا الوصول إلى المكان الآن', body: 'خدمة الحجز لا تستجيب. يرجى المحاولة مرة أخرى بعد بضع دقائق.', retry: 'حاول مرة أخرى' },
} as const;
