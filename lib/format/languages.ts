/**
 * The languages a trainer speaks, as the provider gives them: English names ("English", "Spanish") or codes
 * ("es"), whatever the page's language. An Arabic page names them in Arabic (ICU's display names); a name not
 * recognised stays as given (provider content). Listed in the page's own manner: "English, Arabic, Spanish";
 * "الإنجليزية والعربية والإسبانية".
 */
const CODES =
  'af am ar az be bg bn bs ca cs cy da de el en es et eu fa fi fil fr ga gl gu ha he hi hr hu hy id ig is it ja jv ka kk km kn ko ku ky lo lt lv mk ml mn mr ms mt my ne nl no pa pl ps pt ro ru rw sd si sk sl so sq sr sv sw ta te tg th ti tk tl tr tt ug uk ur uz vi xh yo zh zu'.split(' ');

let byEnglishName: Map<string, string> | null = null;

/** The code of a trimmed, non-empty name: an English language name or a code, in any letter case. */
function codeOf(name: string): string | null {
  const key = name.toLowerCase();
  if (!byEnglishName) {
    const en = new Intl.DisplayNames('en', { type: 'language' });
    byEnglishName = new Map(CODES.map((c) => [en.of(c)!.toLowerCase(), c]));
  }
  if (byEnglishName.has(key)) return byEnglishName.get(key)!;
  return CODES.includes(key) ? key : null;
}

export function spokenLanguages(names: readonly string[], locale: string): string {
  const shown = new Intl.DisplayNames(locale, { type: 'language' });
  const list = names
    .map((n) => n.trim())
    .filter(Boolean)
    .map((n) => {
      const code = codeOf(n);
      return code ? shown.of(code)! : n;
    });
  return new Intl.ListFormat(locale, { type: 'conjunction', style: 'narrow' }).format(list);
}
