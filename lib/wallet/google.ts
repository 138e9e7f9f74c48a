import 'server-only';
import { createHash } from 'node:crypto';
import { SignJWT } from 'jose';
import type { GoogleSigner } from './credentials';
import type { PassContent, PassField } from './pass-content';

/**
 * "Save to Google Wallet" (issue 25 item 3): a JWT signed RS256 with the operator's service-account key that
 * carries an eventTicketClass for the event and an eventTicketObject for the ticket (Google's "skinny JWT" flow:
 * nothing is created through Google's API beforehand). The link is https://pay.google.com/gp/v/save/{jwt}.
 * Every text is localised: English as the default value, Arabic as a translated value.
 */
export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

interface LocalizedString {
  defaultValue: { language: string; value: string };
  translatedValues: Array<{ language: string; value: string }>;
}

const localized = (v: Record<'en' | 'ar', string>): LocalizedString => ({
  defaultValue: { language: 'en', value: v.en },
  translatedValues: [{ language: 'ar', value: v.ar }],
});

/** Ids are "{issuerId}.{suffix}", the suffix only letters, digits, '.', '_' or '-'. */
const suffix = (s: string) => s.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 100);

const module_ = (f: PassField | null) => (f ? [{ id: f.key, header: f.label.en, body: f.value.en, localizedHeader: localized(f.label), localizedBody: localized(f.value) }] : []);

export function googleWalletObjects(content: PassContent, issuerId: string, host: string, iconUrl: string | null) {
  const event = createHash('sha256').update(`${host}|${content.event.value.en}|${content.date?.value.en ?? ''}|${content.time?.value.en ?? ''}`).digest('hex').slice(0, 24);
  const classId = `${issuerId}.${suffix(host)}_${event}`;
  const eventTicketClass = {
    id: classId,
    issuerName: content.venue.en,
    localizedIssuerName: localized(content.venue),
    eventName: localized(content.event.value),
    reviewStatus: 'UNDER_REVIEW',
    hexBackgroundColor: content.colours.hex,
    venue: { name: localized(content.venue), address: localized(content.place.value) },
    ...(iconUrl ? { logo: { sourceUri: { uri: iconUrl }, contentDescription: localized(content.venue) } } : {}),
  };
  const eventTicketObject = {
    id: `${issuerId}.${suffix(`${host}_${content.serialNumber}`)}`,
    classId,
    state: 'ACTIVE',
    barcode: { type: 'QR_CODE', value: content.code, alternateText: content.code },
    ticketNumber: content.code,
    hexBackgroundColor: content.colours.hex,
    ...(content.holder ? { ticketHolderName: content.holder.value.en } : {}),
    textModulesData: [...module_(content.date), ...module_(content.time), ...module_(content.detail), ...module_(content.order)],
  };
  return { eventTicketClass, eventTicketObject };
}

/** The signed save link; origins is the storefront's own origin (Google checks the page that shows the button). */
export async function googleSaveUrl(content: PassContent, signer: GoogleSigner, opts: { host: string; origin: string; iconUrl: string | null; now?: Date }): Promise<string> {
  const { eventTicketClass, eventTicketObject } = googleWalletObjects(content, signer.issuerId, opts.host, opts.iconUrl);
  const jwt = await new SignJWT({
    typ: 'savetowallet',
    origins: [opts.origin],
    payload: { eventTicketClasses: [eventTicketClass], eventTicketObjects: [eventTicketObject] },
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(signer.clientEmail)
    .setAudience('google')
    .setIssuedAt(opts.now ?? new Date())
    .sign(signer.privateKey);
  return `${GOOGLE_SAVE_URL}${jwt}`;
}
