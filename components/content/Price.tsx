import { formatTicketPrice } from '@/lib/format/price';

/** Price incl. VAT (spec §9: price plus tax_amount). */
export function Price({ price, tax, currency, vatLabel }: { price: number; tax: number; currency: string; vatLabel: string }) {
  return (
    <p className="price">
      <span className="price-amount">{formatTicketPrice(price, tax, 1, currency)}</span> <span className="price-vat">{vatLabel}</span>
    </p>
  );
}
