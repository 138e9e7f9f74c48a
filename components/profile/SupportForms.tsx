'use client';
import { useId } from 'react';
import { openTicketAction, replyTicketAction } from '@/lib/self-service/actions';
import { ticketOpenSchema, ticketReplySchema, type TicketFormValues } from '@/lib/self-service/schemas';
import { FormField } from './ProfileForms';
import { errorText, useActionForm } from './useActionForm';

type Text = Record<string, string>;

/**
 * Open a support ticket or reply to one (issue 13 item 7); errors in the visitor's language, typed text kept. Both
 * pages are cached shells (issue 27 item 3): `onSettled` lets the island read its tickets again after a submit.
 */
export function SupportForm({ locale, ticketId, t, errorText: errorWords, onSettled }: { locale: string; ticketId?: number; t: Text; errorText: Text; onSettled?: () => void }) {
  const { form, result, pending, formProps } = useActionForm<TicketFormValues>({
    schema: ticketId ? ticketReplySchema : ticketOpenSchema,
    action: ticketId ? replyTicketAction : openTicketAction,
    defaultValues: ticketId ? { message: '' } : { subject: '', message: '' },
    hidden: { locale, id: ticketId },
    onSettled,
  });
  const id = useId();
  const err = (k: keyof TicketFormValues) => errorText(errorWords, form.formState.errors[k]?.message);
  return (
    <form {...formProps} className="form">
      <input type="hidden" name="locale" value={locale} />
      {ticketId ? <input type="hidden" name="id" value={ticketId} /> : null}
      {result && !result.ok && !result.fields ? (
        <p role="alert" className="form-alert">
          {errorWords[result.code] ?? errorWords.generic}
        </p>
      ) : null}
      {ticketId ? null : <FormField id={id} name="subject" label={t.subject!} message={err('subject')} control={(p) => <input maxLength={150} {...p} {...form.register('subject')} />} />}
      <FormField
        id={id}
        name="message"
        label={(ticketId ? t.reply : t.message)!}
        message={err('message')}
        control={(p) => <textarea rows={5} maxLength={4000} {...p} {...form.register('message')} />}
      />
      <button type="submit" className="button" disabled={pending}>
        {ticketId ? t.sendReply : t.send}
      </button>
    </form>
  );
}
