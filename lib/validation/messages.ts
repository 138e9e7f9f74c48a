/**
 * The words of a validation message (issue 16 §11): a schema's message is a key of the `validation` namespace,
 * `tooLong:<max>` for a length limit. Whatever else reaches here (a library's own wording, an unknown key) is shown
 * as the generic 'is not valid' in the page's language, never as it came.
 */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

export function validationText(key: string | undefined, label: string, t: Translate, has: (key: string) => boolean): string | undefined {
  if (!key) return undefined;
  const [name, arg] = key.split(':');
  if (name === 'tooLong' && arg && /^\d+$/.test(arg)) return t('tooLong', { label, max: Number(arg) });
  if (has(key)) return t(key, { label });
  return t('invalid', { label });
}
