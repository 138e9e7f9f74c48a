import type { OfferLabels } from './OfferCard';

export function offerLabels(t: (key: string, values?: Record<string, string>) => string): OfferLabels {
  return {
    was: (price) => t('wasPrice', { price }),
    now: (price) => t('nowPrice', { price }),
    validUntil: (date) => t('validUntil', { date }),
    get: t('getOffer'),
    getItem: (name) => t('getOfferItem', { name }),
    vat: t('inclVat'),
  };
}
