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
  'otherOutlet',
  'failed',
];

export type AddT = Awaited<ReturnType<typeof addToCartT>>;
export const addToCartT = (locale: AppLocale) => getTranslations({ locale, namespace: 'addToCart' });

/** The strings every add-to-cart island needs, in the page's language. */
export async function addLabels(locale: AppLocale): Promise<AddLabels> {
  const t = await addToCartT(locale);
  const tb = await getTranslations({ locale, namespace: 'booking' });
  const tr = await getTranslations({ locale, namespace: 'saleRules' });
  const errors = {} as Record<AddErrorKey, string>;
  for (const k of ERROR_KEYS) {
    // Booking-only refusals keep the booking modal's wording; the second outlet's is the cart warning's.
    errors[k] = k === 'addTicketFirst' || k === 'dependencyConflict' ? tb(k) : k === 'otherOutlet' ? tr('outletText') : t(k);
  }
  const outlet = { title: tr('outletTitle'), text: tr('outletText'), clearCart: tr('clearCart'), viewCart: tr('viewCart'), cleared: tr('cartCleared'), close: tr('close') };
  return { added: t('added'), viewCart: t('viewCart'), cartHref: href('/cart', locale), cartError: t('cartError'), outletWarning: t('outletWarning'), errors, outlet, offerExpired: tr('offerExpired') };
}

export function stepperLabels(t: AddT, name: string): StepperLabels {
  return { group: t('quantityOf', { name }), decrease: t('decrease', { name }), increase: t('increase', { name }) };
}
