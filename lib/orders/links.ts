import type { AppLocale } from '@/lib/i18n/locales';

/** The order's downloads (app/api/orders/[token]/…): tickets or receipt PDF, and the .ics of its dated lines. */
export const orderPdfHref = (token: string, kind: 'tickets' | 'receipt', locale: AppLocale) =>
  `/api/orders/${encodeURIComponent(token)}/pdf?kind=${kind}&lang=${locale}`;

export const orderCalendarHref = (token: string, locale: AppLocale) => `/api/orders/${encodeURIComponent(token)}/calendar?lang=${locale}`;
