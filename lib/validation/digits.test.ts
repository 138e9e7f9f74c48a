import { describe, expect, it } from 'vitest';
import { asciiDigits, digitsOnly } from './digits';

describe('a customer\'s own digits (issue 23; spec §5 Mobile, OTP, Emirates ID)', () => {
  it('turns Arabic-Indic and Persian digits into ASCII and leaves the rest', () => {
    expect(asciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(asciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(asciiDigits('+٩٧١ ٥٠-١٢٣')).toBe('+971 50-123');
    expect(asciiDigits('abc 12')).toBe('abc 12');
  });
  it('digitsOnly keeps the digits of any script, in ASCII', () => {
    expect(digitsOnly('٧٨٤-١٩٩٠-١٢٣٤٥٦٧-١')).toBe('784199012345671');
    expect(digitsOnly('۱۲ ۳۴-56')).toBe('123456');
  });
});
