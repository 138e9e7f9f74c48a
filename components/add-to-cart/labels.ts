import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/links';
import type { AddErrorKey, AddLabels, StepperLabels } from './types';

const ERROR_KEYS: AddErrorKey[] = [
  'productInCart',
  'addTicketFirst',
  'membershipWithOthers',
  'othersWithMembership',
  'dependencyConflict',
  'packageInCart',
  'membershipInCart',
  'seatInCart',
  'workshopInCart',
  'repeatingDays',
  'invalidVenue',
  'invalidConfig',
  'failed',
];

export type AddT = Awaited<ReturnType<typeof addToCartT>>;
export const addToCartT = (locale: AppLocale) => getTranslations({ locale, namespace: 'addToCart' });

/** The strings every add-to-cart island needs, in the page's language. */
export async function addLabels(locale: AppLocale): Promise<AddLabels> {
  const t = await addToCartT(locale);
  const tb = await getTranslations({ locale, namespace: 'booking' });
  const errors = {} as Record<AddErrorKey, string>;
  for (const k of ERROR_KEYS) {
    // Booking-only refusals keep the booking modal's wording.
    errors[k] = k === 'addTicketFirst' || k === 'dependencyConflict' ? tb(k) : t(k);
  }
  return { added: t('added'), viewCart: t('viewCart'), cartHref: href('/cart', locale), cartError: t('cartError'), outletWarning: t('outletWarning'), errors };
}

export function stepperLabels(t: AddT, name: string): StepperLabels {
  return { group: t('quantityOf', { name }), decrease: t('decrease', { name }), increase: t('increase', { name }) };
}
