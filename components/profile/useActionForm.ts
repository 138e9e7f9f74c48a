'use client';
import { startTransition, useActionState, useEffect, useRef } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ActionResult } from '@/lib/forms/action-result';

type Action<D> = (prev: ActionResult<D> | null, f: FormData) => Promise<ActionResult<D>>;

/**
 * A personal page's form (issue 22 §3): react-hook-form checks it in the browser with the form's zod schema
 * (lib/self-service/schemas.ts), then the server action, still the form's submit target, checks the same input
 * again with the same schema and answers an ActionResult. Its field errors go on the fields; a refused or failed
 * submit leaves what was typed as it is (the form is never reset by a refusal). Before the page is interactive the
 * form posts to the action by itself.
 *
 *   const { form, result, invalid, formProps } = useActionForm({ schema: familyFormSchema, action: saveFamilyAction, defaultValues, hidden: { locale } });
 *   <form {...formProps}>…</form>
 */
export function useActionForm<V extends FieldValues, D = undefined>({
  schema,
  action,
  defaultValues,
  hidden,
  shouldUnregister,
  onSettled,
}: {
  schema: Parameters<typeof zodResolver>[0];
  action: Action<D>;
  defaultValues: DefaultValues<V>;
  hidden: Record<string, string | number | undefined>;
  /** A field that is not shown (e.g. the ID number without an ID type) is not sent, as a native form would not. */
  shouldUnregister?: boolean;
  /**
   * Called when a submit has run its course, answered or sent back to the page with ?done= (a cached personal shell,
   * issue 27 item 3: its island reads its data again, since going back to the same address renders nothing anew).
   */
  onSettled?: () => void;
}) {
  const [result, dispatch, pending] = useActionState<ActionResult<D> | null, FormData>(action, null);
  const form = useForm<V>({ resolver: zodResolver(schema) as unknown as Resolver<V>, defaultValues, mode: 'onSubmit', reValidateMode: 'onChange', shouldUnregister });
  const { setError } = form;
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !pending) onSettled?.();
    wasPending.current = pending;
  }, [pending, onSettled]);
  useEffect(() => {
    if (result && !result.ok && result.fields) for (const [name, message] of Object.entries(result.fields)) setError(name as Path<V>, { type: 'server', message });
  }, [result, setError]);
  const onSubmit = form.handleSubmit((values) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(hidden)) if (v !== undefined) data.set(k, String(v));
    for (const [k, v] of Object.entries(values)) if (v != null) data.set(k, v instanceof Blob ? v : String(v));
    startTransition(() => dispatch(data));
  });
  const invalid = form.formState.submitCount > 0 && Object.keys(form.formState.errors).length > 0;
  return { form, result, pending, invalid, formProps: { action: dispatch, onSubmit, noValidate: true } };
}

/** A field's message key from the form (the browser's check or the server's), worded from `errors`. */
export function errorText(errors: Record<string, string>, key: string | undefined): string | undefined {
  return key ? (errors[key] ?? errors.generic) : undefined;
}
