import 'server-only';
import { LOCALES, type AppLocale } from '@/lib/i18n/locales';
import type { OrderView } from '@/lib/orders/types';
import type { Theme } from '@/lib/tenant/types';
import { ticketLabelsFor } from '@/lib/tickets/labels';
import { ticketFace, venueOf } from '@/lib/tickets/view';
import { walletTranslator } from './labels';

/**
 * What a wallet pass says about one admission ticket (issue 25), in both languages: the same face as the HTML ticket
 * and the PDF (lib/tickets/view.ts: name, date, time, holder), the venue as the place, and the ticket's code as the
 * QR code, so the gate scans the same thing whichever the customer shows. Shared by the Apple pass and the Google
 * object; pure apart from the messages.
 */
export interface PassField {
  key: string;
  /** Per language. */
  label: Record<AppLocale, string>;
  value: Record<AppLocale, string>;
}

export interface PassContent {
  serialNumber: string;
  code: string;
  venue: Record<AppLocale, string>;
  description: Record<AppLocale, string>;
  event: PassField;
  date: PassField | null;
  time: PassField | null;
  holder: PassField | null;
  place: PassField;
  detail: PassField | null;
  order: PassField;
  note: PassField;
  colours: { background: string; foreground: string; label: string; hex: string };
}

/** "#0b6e4f" → "rgb(11, 110, 79)"; anything else is the storefront's dark grey. */
export function rgbOf(hex: string): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  const n = m ? parseInt(m[1]!, 16) : 0x1f2937;
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** White text on a dark background, near-black on a light one (WCAG relative luminance). */
export function foregroundFor(hex: string): string {
  const [r, g, b] = rgbOf(hex)
    .slice(4, -1)
    .split(',')
    .map((v) => Number(v) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return lum > 0.4 ? 'rgb(17, 24, 39)' : 'rgb(255, 255, 255)';
}

const both = (f: (l: AppLocale) => string) => Object.fromEntries(LOCALES.map((l) => [l, f(l)])) as Record<AppLocale, string>;

function field(key: string, label: (l: AppLocale) => string, value: (l: AppLocale) => string | null): PassField | null {
  const values = LOCALES.map((l) => value(l));
  if (values.some((v) => !v)) return null;
  return { key, label: both(label), value: both((l) => value(l)!) };
}

/** The pass of ticket `index` (0-based) of a paid order; null when the order has no such ticket. */
export function passContent(order: OrderView, index: number, theme: Theme): PassContent | null {
  const ticket = order.tickets[index];
  if (!ticket) return null;
  const faces = Object.fromEntries(LOCALES.map((l) => [l, ticketFace(ticket, l, ticketLabelsFor(l))])) as Record<AppLocale, ReturnType<typeof ticketFace>>;
  const labels = Object.fromEntries(LOCALES.map((l) => [l, ticketLabelsFor(l)])) as Record<AppLocale, ReturnType<typeof ticketLabelsFor>>;
  const w = Object.fromEntries(LOCALES.map((l) => [l, walletTranslator(l)])) as Record<AppLocale, ReturnType<typeof walletTranslator>>;
  const venue = both((l) => venueOf(order, l).venue);
  const background = rgbOf(theme.primary);
  const foreground = foregroundFor(theme.primary);
  return {
    serialNumber: `${order.id}-${index + 1}-${ticket.code}`.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 120),
    code: ticket.code,
    venue,
    description: both((l) => w[l]('passDescription', { venue: venue[l] })),
    event: field('event', (l) => w[l]('event'), (l) => faces[l].name)!,
    date: field('date', (l) => labels[l].date, (l) => faces[l].date),
    time: field('time', (l) => labels[l].time, (l) => faces[l].time),
    holder: field('holder', (l) => labels[l].holder, (l) => faces[l].holder),
    place: field('place', (l) => w[l]('place'), (l) => venueOf(order, l).venueAddress ?? venue[l])!,
    detail: field('detail', (l) => labels[l].ticketOf(index + 1, order.tickets.length), (l) => faces[l].detail),
    order: field('order', (l) => w[l]('order'), (l) => labels[l].orderNumber(order.id))!,
    note: field('note', (l) => labels[l].code, (l) => `${ticket.code} · ${labels[l].showAtGate}`)!,
    colours: { background, foreground, label: foreground, hex: theme.primary },
  };
}
