import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeProviderHtml } from './sanitize';

describe('provider HTML is sanitized (DESIGN §3)', () => {
  it('drops scripts, handlers and javascript: links', () => {
    const out = sanitizeProviderHtml('<p>Hi</p><script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a>');
    expect(out).not.toMatch(/script|onerror|javascript:/i);
    expect(out).toContain('<p>Hi</p>');
  });

  it('turns markdown-like links into external links (spec §9)', () => {
    const out = sanitizeProviderHtml('See [our page](https://example.org/a?b=1&c=2).');
    expect(out).toContain('href="https://example.org/a?b=1&amp;c=2"');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer"');
  });

  it('keeps internal links in the same tab', () => {
    expect(sanitizeProviderHtml('<a href="/events" target="_blank">e</a>')).not.toContain('_blank');
  });

  it('gives plain text for descriptions', () => {
    expect(htmlToText('<h2>Title</h2><p>Body  text</p>', 12)).toBe('TitleBody t…');
  });
});
