/**
 * Spec §9 and §5: accepted upload types are jpeg, png and pdf; anything else gets
 * 'Invalid file type. Please upload a valid file type (...)'.
 */
export const ACCEPTED_UPLOADS = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'application/pdf': ['pdf'],
} as const;
export type UploadMime = keyof typeof ACCEPTED_UPLOADS;

export const ACCEPT_ATTRIBUTE = Object.entries(ACCEPTED_UPLOADS)
  .flatMap(([mime, exts]) => [mime, ...exts.map((e) => `.${e}`)])
  .join(',');

/** The names listed in the error message. */
export const ACCEPTED_UPLOAD_NAMES = 'jpeg, png, pdf';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Both the declared type and the extension must be accepted, and agree (a .txt renamed as image/png is refused). */
export function isAcceptedUpload(file: { name: string; type: string }): boolean {
  const exts = (ACCEPTED_UPLOADS as Record<string, readonly string[]>)[file.type.toLowerCase()];
  return !!exts && exts.includes(extensionOf(file.name));
}

/** What the bytes really are: the sandbox does not trust the declared type. */
export function sniffUpload(bytes: Uint8Array): UploadMime | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 5 && String.fromCharCode(...bytes.slice(0, 5)) === '%PDF-') return 'application/pdf';
  return null;
}

export const EXTENSION_OF: Record<UploadMime, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };
