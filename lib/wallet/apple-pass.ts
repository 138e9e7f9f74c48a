import 'server-only';
import { PKPass } from 'passkit-generator';
import { LOCALES } from '@/lib/i18n/locales';
import type { AppleSigner } from './credentials';
import type { PassContent, PassField } from './pass-content';

/**
 * An Apple Wallet event ticket (.pkpass) for one admission ticket (issue 25), built and signed by passkit-generator
 * with the venue operator's certificate. pass.json carries the English text; en.lproj and ar.lproj translate every
 * label and value (a phone in another language falls back to English). The QR code is the ticket's own code, the
 * same the PDF and the HTML ticket show.
 */
export interface PassImages {
  /** PNG buffers by pass file name: icon.png, icon@2x.png, icon@3x.png, logo.png, logo@2x.png. */
  [file: string]: Buffer;
}

export const PASS_IMAGE_SIZES: Record<string, [number, number]> = {
  'icon.png': [29, 29],
  'icon@2x.png': [58, 58],
  'icon@3x.png': [87, 87],
  'logo.png': [50, 50],
  'logo@2x.png': [100, 100],
};

export const PKPASS_MIME = 'application/vnd.apple.pkpass';

const token = (f: PassField) => ({ key: f.key, label: f.label.en, value: f.value.en });

export function buildApplePass(content: PassContent, signer: AppleSigner, images: PassImages): Buffer {
  const pass = new PKPass({ ...images }, signer.certificates, {
    formatVersion: 1,
    passTypeIdentifier: signer.passTypeIdentifier,
    teamIdentifier: signer.teamIdentifier,
    serialNumber: content.serialNumber,
    organizationName: content.venue.en,
    description: content.description.en,
    logoText: content.venue.en,
    backgroundColor: content.colours.background,
    foregroundColor: content.colours.foreground,
    labelColor: content.colours.label,
    sharingProhibited: true,
  });
  pass.type = 'eventTicket';
  pass.primaryFields.push(token(content.event));
  for (const f of [content.date, content.time]) if (f) pass.secondaryFields.push(token(f));
  for (const f of [content.holder, content.place]) if (f) pass.auxiliaryFields.push(token(f));
  for (const f of [content.detail, content.order, content.note]) if (f) pass.backFields.push(token(f));
  pass.setBarcodes({ message: content.code, format: 'PKBarcodeFormatQR', messageEncoding: 'iso-8859-1', altText: content.code });

  const fields = [content.event, content.date, content.time, content.holder, content.place, content.detail, content.order, content.note].filter((f): f is PassField => f !== null);
  for (const locale of LOCALES) {
    const strings: Record<string, string> = { [content.venue.en]: content.venue[locale], [content.description.en]: content.description[locale] };
    for (const f of fields) {
      strings[f.label.en] = f.label[locale];
      strings[f.value.en] = f.value[locale];
    }
    pass.localize(locale, strings);
  }
  return pass.getAsBuffer();
}
