import 'server-only';
import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import ar from '@/messages/ar.json';
import { formatDay } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { pick, type LocalizedText } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/locales';
import { documentKind, membershipTerms, orderKind, type OrderKind } from '@/lib/orders/document-kind';
import type { OrderLine, OrderView } from '@/lib/orders/types';
import { providerText } from './provider-text';

/**
 * What the result page, the receipt and its PDF say of the lines that are not admissions (issue 24 item 3; which line
 * gets which document: lib/orders/document-kind.ts), as strings in the page's language (messages `documents`):
 * a membership its period, plan and next instalment; an outlet order where it comes from and how it is handed over;
 * an offer what it includes. Built from the messages files directly, as the ticket labels, so the PDF needs no request.
 */
const MESSAGES = { en, ar } as const;
const translator = (locale: AppLocale) => createTranslator({ locale, messages: MESSAGES[locale], namespace: 'documents' });
const text = (t: LocalizedText, locale: AppLocale, max?: number) => providerText(pick(t, locale), max);
const sep = (locale: AppLocale) => (locale === 'ar' ? '، ' : ', ');

export interface Fact {
  label: string;
  value: string;
  /** Amounts and codes kept left to right inside an Arabic line. */
  ltr?: boolean;
}
export interface MembershipDocument {
  name: string;
  facts: Fact[];
}
export interface OutletDocument {
  outlet: string;
  place: string | null;
  items: string[];
  how: string;
}
export interface OfferDocument {
  name: string;
  facts: Fact[];
  how: string;
}
export interface OrderDocuments {
  kind: OrderKind;
  /** The result page's sentence for a paid order; null for admissions (the payment namespace's own). */
  successText: string | null;
  summaryTitle: string | null;
  memberships: MembershipDocument[];
  outlets: OutletDocument[];
  offers: OfferDocument[];
}

function membershipFacts(l: OrderLine, order: OrderView, locale: AppLocale): Fact[] {
  const t = translator(locale);
  const terms = membershipTerms(l);
  const plan = l.detail ? text(l.detail, locale) : text(l.name, locale);
  if (!terms) return [{ label: t('plan'), value: plan }];
  const facts: Fact[] = [
    { label: t('period'), value: t('periodValue', { start: formatDay(terms.start, locale), end: formatDay(terms.end, locale) }) },
    { label: t('plan'), value: terms.instalments > 1 ? t('instalmentPlan', { plan, count: terms.instalments, months: terms.intervalMonths }) : t('paidInFull', { plan }) },
  ];
  if (terms.next) facts.push({ label: t('nextInstalment'), value: t('nextInstalmentValue', { amount: formatPrice(terms.next.total, order.currency), date: formatDay(terms.next.date, locale) }) });
  return facts;
}

/** The outlet lines grouped by their outlet (spec §4: one outlet an order; a second one still reads right). */
function outletDocuments(order: OrderView, locale: AppLocale): OutletDocument[] {
  const t = translator(locale);
  const by = new Map<string, OutletDocument>();
  for (const l of order.lines.filter((x) => documentKind(x.type) === 'outlet')) {
    const outlet = l.outlet ? text(l.outlet.name, locale, 120) : l.detail ? text(l.detail, locale, 120) : null;
    const key = outlet ?? '';
    const doc = by.get(key) ?? { outlet: outlet ?? '', place: l.outlet?.location ? text(l.outlet.location, locale, 150) : null, items: [], how: t('outletHow', { order: `#${order.id}` }) };
    doc.items.push(`${text(l.name, locale)} × ${l.quantity}`);
    by.set(key, doc);
  }
  return [...by.values()];
}

function offerDocument(l: OrderLine, order: OrderView, locale: AppLocale): OfferDocument {
  const t = translator(locale);
  const facts: Fact[] = [];
  if (l.offer?.description) facts.push({ label: t('offerGives'), value: text(l.offer.description, locale, 300) });
  if (l.offer?.validUntil) facts.push({ label: t('offerValidUntil'), value: formatDay(l.offer.validUntil, locale) });
  return { name: `${text(l.name, locale)} × ${l.quantity}`, facts, how: t('offerHow', { order: `#${order.id}` }) };
}

export function orderDocumentsOf(order: OrderView, locale: AppLocale): OrderDocuments {
  const t = translator(locale);
  const kind = orderKind(order);
  const members = order.tickets.filter((x) => x.type === 'membership' && x.holder).map((x) => providerText(x.holder!, 100));
  return {
    kind,
    successText: kind === 'admission' ? null : t(`successText.${kind}`),
    summaryTitle: kind === 'admission' || kind === 'mixed' ? null : t('orderSummary'),
    memberships: order.lines
      .filter((l) => l.type === 'membership')
      .map((l) => ({ name: text(l.name, locale), facts: [...membershipFacts(l, order, locale), ...(members.length ? [{ label: t('members'), value: [...new Set(members)].join(sep(locale)) }] : [])] })),
    outlets: outletDocuments(order, locale),
    offers: order.lines.filter((l) => l.type === 'offer').map((l) => offerDocument(l, order, locale)),
  };
}

/**
 * What a receipt line says under its name beyond the date (the receipt table and its PDF): a membership its period,
 * plan and next instalment; an outlet product its outlet and place; an offer what it includes.
 */
export function receiptNotes(l: OrderLine, order: OrderView, locale: AppLocale): string[] {
  const t = translator(locale);
  switch (documentKind(l.type)) {
    case 'membership':
      return membershipFacts(l, order, locale).map((f) => `${f.label}: ${f.value}`);
    case 'outlet':
      return l.outlet ? [t('receiptFrom', { outlet: [text(l.outlet.name, locale, 120), l.outlet.location ? text(l.outlet.location, locale, 150) : null].filter(Boolean).join(sep(locale)) })] : [];
    case 'offer':
      return l.offer?.description ? [text(l.offer.description, locale, 300)] : [];
    default:
      return [];
  }
}
