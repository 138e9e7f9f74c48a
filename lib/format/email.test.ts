import { describe, expect, it } from 'vitest';
import { emailParts } from './email';

// A long email may break after "@" and ".", never mid-word (profile summary at 390 px).
describe('emailParts', () => {
  it('splits after the @ and after each dot, keeping the signs with the part before them', () => {
    expect(emailParts('first.last@mail.example.com')).toEqual(['first.', 'last@', 'mail.', 'example.', 'com']);
  });

  it('joined, the parts are the address unchanged, whatever it holds', () => {
    for (const e of ['a@b', 'no-at-sign', '..@@..', 'x'.repeat(200), '', 'ليلى@مثال.امارات']) expect(emailParts(e).join('')).toBe(e);
  });

  it('an address without @ or dot is one part; an empty one none', () => {
    expect(emailParts('plain')).toEqual(['plain']);
    expect(emailParts('')).toEqual([]);
  });
});
