'use client';
import { useActionState, useId } from 'react';
import { openTicketAction, replyTicketAction } from '@/lib/self-service/actions';
import type { FormState } from '@/lib/self-service/types';

type Text = Record<string, string>;

/** Open a support ticket or reply to one (issue 13 item 7); errors in the visitor's language, typed text kept. */
export function SupportForm({ locale, ticketId, t, errorText }: { locale: string; ticketId?: number; t: Text; errorText: Text }) {
  const [state, action, pending] = useActionState<FormState, FormData>(ticketId ? replyTicketAction : openTicketAction, null);
  const id = useId();
  const err = (k: string) => state?.errors?.[k];
  const described = (k: string) => (err(k) ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${k}-error` } : {});
  const errorLine = (k: string) =>
    err(k) ? (
      <p id={`${id}-${k}-error`} className="field-error">
        {errorText[err(k)!] ?? errorText.generic}
      </p>
    ) : null;
  return (
    <form action={action} className="form" noValidate>
      <input type="hidden" name="locale" value={locale} />
      {ticketId ? <input type="hidden" name="id" value={ticketId} /> : null}
      {state?.message ? (
        <p role="alert" className="form-alert">
          {errorText[state.message] ?? errorText.generic}
        </p>
      ) : null}
      {ticketId ? null : (
        <div className="field">
          <label htmlFor={`${id}-subject`}>{t.subject}</label>
          <input id={`${id}-subject`} name="subject" maxLength={150} defaultValue={state?.values?.subject ?? ''} {...described('subject')} />
          {errorLine('subject')}
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-message`}>{ticketId ? t.reply : t.message}</label>
        <textarea id={`${id}-message`} name="message" rows={5} maxLength={4000} defaultValue={state?.values?.message ?? ''} {...described('message')} />
        {errorLine('message')}
      </div>
      <button type="submit" className="button" disabled={pending}>
        {ticketId ? t.sendReply : t.send}
      </button>
    </form>
  );
}
