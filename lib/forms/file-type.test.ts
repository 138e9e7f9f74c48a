import { describe, expect, it } from 'vitest';
import { ACCEPT_ATTRIBUTE, isAcceptedUpload, sniffUpload } from './file-type';

describe('upload types (spec §9: jpeg, png, pdf)', () => {
  it('accepts jpeg, png and pdf with matching extensions', () => {
    expect(isAcceptedUpload({ name: 'id.JPG', type: 'image/jpeg' })).toBe(true);
    expect(isAcceptedUpload({ name: 'scan.png', type: 'image/png' })).toBe(true);
    expect(isAcceptedUpload({ name: 'doc.pdf', type: 'application/pdf' })).toBe(true);
  });
  it('refuses other types and mismatched extensions', () => {
    // spec §5 Additional fields: 'Invalid file type. Please upload a valid file type (...)'
    expect(isAcceptedUpload({ name: 'notes.txt', type: 'text/plain' })).toBe(false);
    expect(isAcceptedUpload({ name: 'notes.txt', type: 'image/png' })).toBe(false);
    expect(isAcceptedUpload({ name: 'logo.svg', type: 'image/svg+xml' })).toBe(false);
  });
  it('sniffs the real type from the bytes', () => {
    expect(sniffUpload(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffUpload(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffUpload(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffUpload(new TextEncoder().encode('hello'))).toBe(null);
  });
  it('offers the accepted types to the file picker', () => {
    expect(ACCEPT_ATTRIBUTE).toContain('.pdf');
  });
});
