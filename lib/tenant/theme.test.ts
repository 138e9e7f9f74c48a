import { describe, expect, it } from 'vitest';
import { contrastText, safeColor, themeCss, tint } from './theme';

describe('theme (spec §9: primary colour tints at 10 percent steps)', () => {
  it('mixes with white', () => {
    expect(tint('#000000', 10)).toBe('#e6e6e6');
    expect(tint('#0b6e4f', 100)).toBe('#0b6e4f');
    expect(tint('#fff', 50)).toBe('#ffffff');
  });

  it('never lets a config value inject CSS', () => {
    expect(safeColor('red;}body{display:none', '#123456')).toBe('#123456');
    const css = themeCss({ primary: '#0b6e4f', secondary: 'x}', cta: '#c2410c', accent: '#e0f2e9', dark: '#0f172a', mode: 'light' });
    expect(css).not.toContain('x}');
    for (let p = 10; p <= 90; p += 10) expect(css).toContain(`--color-primary-${p}:`);
  });

  it('picks readable text on a themed background', () => {
    expect(contrastText('#0b6e4f')).toBe('#ffffff');
    expect(contrastText('#fde68a')).toBe('#111111');
  });
});
