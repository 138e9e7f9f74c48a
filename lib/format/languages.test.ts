import { describe, expect, it } from 'vitest';
import { spokenLanguages } from './languages';

// Provider content in the page's language (DESIGN: no English left in the Arabic UI); the spec's trainer details.
describe('spokenLanguages (trainer details: the languages a trainer speaks)', () => {
  it('names the provider\'s English names in the page\'s language', () => {
    expect(spokenLanguages(['English', 'Arabic', 'Spanish'], 'en')).toBe('English, Arabic, Spanish');
    expect(spokenLanguages(['English', 'Arabic', 'Spanish'], 'ar')).toBe('الإنجليزية والعربية والإسبانية');
  });

  it('reads codes and any letter case, and keeps a name it does not know as given', () => {
    expect(spokenLanguages(['es', 'FRENCH', ' hindi '], 'ar')).toBe('الإسبانية والفرنسية والهندية');
    expect(spokenLanguages(['Klingon', 'English'], 'ar')).toBe('Klingon والإنجليزية');
    expect(spokenLanguages(['', 'English'], 'en')).toBe('English');
  });
});
