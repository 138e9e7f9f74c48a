import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import ar from '../../messages/ar.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

/**
 * Values that are rightly the same in both languages: the language switch names each language in itself, and a
 * value that is only a placeholder has no words to translate.
 */
const SAME_IN_BOTH = new Set(['nav.switchToArabic', 'nav.switchToEnglish']);
const wordless = (v: string) => !/\p{L}/u.test(v.replace(/\{[^}]*\}/g, ''));

// Brief: every user-facing string in both messages files, real Arabic, no English left in the Arabic UI.
describe('messages', () => {
  const enKeys = flatten(en as Tree);
  const arKeys = flatten(ar as Tree);

  it('en and ar have the same keys', () => {
    expect([...arKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
  });

  it('no Arabic value is left in English', () => {
    const same = [...enKeys].filter(([k, v]) => arKeys.get(k) === v && !SAME_IN_BOTH.has(k) && !wordless(v)).map(([k]) => k);
    expect(same).toEqual([]);
  });

  it('the allow-list names only keys that exist', () => {
    for (const k of SAME_IN_BOTH) expect(enKeys.has(k)).toBe(true);
  });
});
