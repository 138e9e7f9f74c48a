import type { ActionResult } from '@/lib/forms/action-result';

/**
 * What a personal page's form says above its fields after a submit: its own message when saved, 'Please fix all
 * errors' while a field is refused, otherwise the refusal's message key worded from `errors` (generic when unknown).
 */
export function FormOutcome({ result, invalid, errors, saved }: { result: ActionResult<unknown> | null; invalid: boolean; errors: Record<string, string>; saved?: string }) {
  if (invalid) return <p role="alert" className="form-alert">{errors.fixAll}</p>;
  if (!result) return null;
  if (result.ok) {
    const text = saved ?? result.message;
    return text ? <p role="status" className="form-success">{text}</p> : null;
  }
  if (result.fields) return <p role="alert" className="form-alert">{errors.fixAll}</p>;
  return <p role="alert" className="form-alert">{errors[result.code] ?? errors.generic}</p>;
}
