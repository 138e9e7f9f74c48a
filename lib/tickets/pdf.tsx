import 'server-only';
import { Document, Image, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { AppLocale } from '@/lib/i18n/locales';
import type { OrderView } from '@/lib/orders/types';
import { ticketLabelsFor, type TicketLabels } from './labels';
import { ARABIC, LATIN, preparePdfFonts } from './pdf-fonts';
import { qrPngDataUrl } from './qr';
import { ticketPrices } from './ticket-price';
import { formatPrice } from '@/lib/format/price';
import { isAdmission } from '@/lib/orders/document-kind';
import { providerText, receiptOf, ticketFace, venueOf, type Receipt, type TicketFace } from './view';

/**
 * Tickets and receipt as PDF, rendered on the server by @react-pdf/renderer (issue 12 item 6), in the page's
 * language. Arabic pages set `direction: 'rtl'`: react-pdf shapes the letters with the embedded Vazirmatn face and
 * orders mixed runs by the Unicode bidi algorithm, so the text reads, copies and searches as written. A value that
 * starts with a neutral sign (a discount "-AED 20", a mobile "+971…") is marked left to right, or the sign would move
 * to its far end in a right-to-left line. Never import this from a client component ('server-only').
 */
const LRM = '\u200E';
const GREY = '#555555';
const RULE = '#d0d0d0';

type Dir = { rtl: boolean };

function styles({ rtl }: Dir) {
  const row = rtl ? ('row-reverse' as const) : ('row' as const);
  const start = rtl ? ('right' as const) : ('left' as const);
  const end = rtl ? ('left' as const) : ('right' as const);
  return StyleSheet.create({
    page: {
      fontFamily: rtl ? [ARABIC, LATIN] : [LATIN, ARABIC],
      fontSize: 10,
      color: '#111111',
      textAlign: start,
    },
    // Not inherited by react-pdf: every <Text> gets it (component T), or a line starting with a digit reads as LTR.
    text: { direction: rtl ? 'rtl' : 'ltr' },
    ticketPage: { padding: 28 },
    receiptPage: { padding: 40 },
    venue: { fontSize: 16, fontWeight: 700 },
    muted: { color: GREY, fontSize: 9 },
    title: { fontSize: 14, fontWeight: 700, marginTop: 14, marginBottom: 6 },
    ticketName: { fontSize: 18, fontWeight: 700, marginTop: 12 },
    detail: { fontSize: 11, color: GREY },
    field: { flexDirection: row, marginTop: 6 },
    fieldLabel: { width: 90, color: GREY, textAlign: start },
    fieldValue: { flex: 1, textAlign: start },
    qrBox: { alignItems: 'center', marginTop: 14 },
    qr: { width: 170, height: 170 },
    code: { fontFamily: [LATIN, ARABIC], fontSize: 14, fontWeight: 700, letterSpacing: 1, textAlign: 'center', marginTop: 4 },
    gate: { fontSize: 9, color: GREY, textAlign: 'center', marginTop: 4 },
    footer: { position: 'absolute', bottom: 20, left: 28, right: 28, flexDirection: row, justifyContent: 'space-between', fontSize: 8, color: GREY },
    footerVenue: { flex: 1, maxLines: 1, textOverflow: 'ellipsis', textAlign: end, marginHorizontal: 12 },
    header: { borderBottomWidth: 1, borderBottomColor: RULE, paddingBottom: 8 },
    tableHead: { flexDirection: row, borderBottomWidth: 1, borderBottomColor: RULE, paddingBottom: 4, marginTop: 12, color: GREY, fontSize: 9 },
    tableRow: { flexDirection: row, borderBottomWidth: 0.5, borderBottomColor: RULE, paddingVertical: 6 },
    colItem: { flex: 3.2, paddingHorizontal: 3, textAlign: start },
    colQty: { flex: 0.8, paddingHorizontal: 3, textAlign: 'center' },
    colMoney: { flex: 1.5, paddingHorizontal: 3, textAlign: end },
    bold: { fontWeight: 700 },
    figures: { marginTop: 10, alignSelf: rtl ? 'flex-start' : 'flex-end', width: 250 },
    figure: { flexDirection: row, justifyContent: 'space-between', paddingVertical: 2 },
    figureStrong: { borderTopWidth: 1, borderTopColor: RULE, marginTop: 3, paddingTop: 4, fontWeight: 700, fontSize: 12 },
    note: { marginTop: 18, fontSize: 9, color: GREY },
  });
}
type Styles = ReturnType<typeof styles>;
type Style = Styles[keyof Styles] | Record<string, string | number>;

/** Text in the page's direction (react-pdf does not inherit `direction`). */
function T({ s, style, children }: { s: Styles; style?: Style | Style[]; children: ReactNode }) {
  return <Text style={[s.text, ...(Array.isArray(style) ? style : style ? [style] : [])]}>{children}</Text>;
}

/** A value kept left to right inside an Arabic line (see above); English lines need nothing. */
function ltr(value: string, { rtl }: Dir): string {
  return rtl ? `${LRM}${value}${LRM}` : value;
}

function Field({ label, value, s, dir }: { label: string; value: string; s: Styles; dir: Dir & { ltrValue?: boolean } }) {
  return (
    <View style={s.field}>
      <T s={s} style={s.fieldLabel}>{label}</T>
      <T s={s} style={s.fieldValue}>{dir.ltrValue ? ltr(value, dir) : value}</T>
    </View>
  );
}

interface TicketPageProps {
  face: TicketFace;
  /** What was paid for this ticket, formatted; null when the order does not tell. */
  price: string | null;
  qr: string;
  n: number;
  total: number;
  order: OrderView;
  locale: AppLocale;
  labels: TicketLabels;
  s: Styles;
  dir: Dir;
}

function TicketPage({ face, price, qr, n, total, order, locale, labels, s, dir }: TicketPageProps) {
  const { venue, venueAddress } = venueOf(order, locale);
  return (
    <Page size="A5" style={[s.page, s.ticketPage]}>
      <View style={s.header}>
        <T s={s} style={s.venue}>{venue}</T>
        {venueAddress ? <T s={s} style={s.muted}>{venueAddress}</T> : null}
      </View>
      <T s={s} style={[s.muted, { marginTop: 8 }]}>{labels.ticketOf(n, total)}</T>
      <T s={s} style={s.ticketName}>{face.name}</T>
      {face.detail ? <T s={s} style={s.detail}>{face.detail}</T> : null}
      {face.date ? <Field label={labels.date} value={face.date} s={s} dir={dir} /> : null}
      {face.time ? <Field label={labels.time} value={face.time} s={s} dir={dir} /> : null}
      {face.holder ? <Field label={labels.holder} value={face.holder} s={s} dir={dir} /> : null}
      {price ? <Field label={labels.pricePaid} value={price} s={s} dir={{ ...dir, ltrValue: true }} /> : null}
      <View style={s.qrBox}>
        {/* eslint-disable-next-line jsx-a11y/alt-text -- a PDF image has no alt; the code is printed under it */}
        <Image src={qr} style={s.qr} />
        <T s={s} style={s.code}>{face.code}</T>
        <T s={s} style={s.gate}>{labels.showAtGate}</T>
      </View>
      <View style={s.footer} fixed>
        <T s={s}>{labels.orderNumber(order.id)}</T>
        <T s={s} style={s.footerVenue}>{providerText(venue, 60)}</T>
      </View>
    </Page>
  );
}

function ReceiptPage({ r, labels, s, dir }: { r: Receipt; labels: TicketLabels; s: Styles; dir: Dir }) {
  return (
    <Page size="A4" style={[s.page, s.receiptPage]}>
      <View style={s.header}>
        <T s={s} style={s.venue}>{r.venue}</T>
        {r.venueAddress ? <T s={s} style={s.muted}>{r.venueAddress}</T> : null}
      </View>
      <T s={s} style={s.title}>{labels.receiptTitle}</T>
      <T s={s} style={s.bold}>{r.orderNumber}</T>
      <Field label={labels.orderDate} value={r.orderDate} s={s} dir={dir} />
      <Field label={labels.status} value={r.status} s={s} dir={dir} />
      {r.customer.map((value, i) => (
        <Field key={i} label={i === 0 ? labels.customer : ''} value={value} s={s} dir={{ ...dir, ltrValue: i > 0 }} />
      ))}

      <View style={s.tableHead} fixed>
        <T s={s} style={s.colItem}>{labels.item}</T>
        <T s={s} style={s.colQty}>{labels.quantity}</T>
        <T s={s} style={s.colMoney}>{labels.unitPrice}</T>
        <T s={s} style={s.colMoney}>{labels.discount}</T>
        <T s={s} style={s.colMoney}>{labels.lineTotal}</T>
      </View>
      {r.rows.map((row, i) => (
        <View key={i} style={s.tableRow} wrap={false}>
          <View style={s.colItem}>
            <T s={s} style={s.bold}>{row.name}</T>
            {row.detail ? <T s={s} style={s.muted}>{row.detail}</T> : null}
            {row.when ? <T s={s} style={s.muted}>{row.when}</T> : null}
            {row.notes.map((note, j) => (
              <T key={j} s={s} style={s.muted}>{note}</T>
            ))}
          </View>
          <T s={s} style={s.colQty}>{String(row.quantity)}</T>
          <T s={s} style={s.colMoney}>{row.unitPrice}</T>
          <T s={s} style={s.colMoney}>{row.discount ? ltr(row.discount, dir) : '–'}</T>
          <T s={s} style={s.colMoney}>{row.amount}</T>
        </View>
      ))}

      <View style={s.figures} wrap={false}>
        {r.totals.map((f, i) => (
          <View key={i} style={f.strong ? [s.figure, s.figureStrong] : s.figure}>
            <T s={s}>{f.label}</T>
            <T s={s}>{ltr(f.value, dir)}</T>
          </View>
        ))}
        {r.payments.length ? <T s={s} style={[s.muted, { marginTop: 8 }]}>{labels.paidBy}</T> : null}
        {r.payments.map((f, i) => (
          <View key={i} style={s.figure}>
            <T s={s}>{f.label}</T>
            <T s={s}>{f.value}</T>
          </View>
        ))}
      </View>
      {r.transactionId ? <Field label={labels.transactionId} value={r.transactionId} s={s} dir={{ ...dir, ltrValue: true }} /> : null}
      <T s={s} style={s.note}>{labels.vatNote}</T>
    </Page>
  );
}

async function setup(locale: AppLocale) {
  await preparePdfFonts();
  const dir = { rtl: locale === 'ar' };
  return { dir, s: styles(dir), labels: ticketLabelsFor(locale) };
}

/** One A5 page per admission ticket: venue, ticket, date "ddd DD MMM YYYY", time, holder, price paid, QR code and its code. */
export async function renderTicketsPdf(order: OrderView, locale: AppLocale): Promise<Buffer> {
  const { dir, s, labels } = await setup(locale);
  // Issue 24 item 3: only admissions are tickets (lib/orders/document-kind.ts); prices are shared out over all of them.
  const admission = order.tickets.map((t) => isAdmission(t.type));
  const faces = order.tickets.filter((_, i) => admission[i]).map((t) => ticketFace(t, locale, labels));
  const prices = ticketPrices(order)
    .filter((_, i) => admission[i])
    .map((p) => (p === null ? null : formatPrice(p, order.currency)));
  const qrs = await Promise.all(faces.map((f) => qrPngDataUrl(f.code)));
  const doc = (
    <Document title={`${labels.ticketsTitle} · ${labels.orderNumber(order.id)}`} author={venueOf(order, locale).venue} language={locale}>
      {faces.map((face, i) => (
        <TicketPage key={face.code} face={face} price={prices[i] ?? null} qr={qrs[i]!} n={i + 1} total={faces.length} order={order} locale={locale} labels={labels} s={s} dir={dir} />
      ))}
    </Document>
  );
  return renderToBuffer(doc);
}

/** The receipt: lines with quantity, price incl. VAT, discount and amount; totals; how it was paid; VAT note. */
export async function renderReceiptPdf(order: OrderView, locale: AppLocale): Promise<Buffer> {
  const { dir, s, labels } = await setup(locale);
  const r = receiptOf(order, locale, labels);
  const doc = (
    <Document title={`${labels.receiptTitle} · ${r.orderNumber}`} author={r.venue} language={locale}>
      <ReceiptPage r={r} labels={labels} s={s} dir={dir} />
    </Document>
  );
  return renderToBuffer(doc);
}
