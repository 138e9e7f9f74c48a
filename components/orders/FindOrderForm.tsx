'use client';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '@/lib/zod';
import { TextField } from '@/components/forms/Field';
import { useHydrated } from '@/components/ui/useHydrated';
import { requestOrderCode, verifyOrderCode, type FoundOrder } from '@/lib/orders/find-actions';
import { formatDate } from '@/lib/format/date';
import type { AppLocale } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/links';
import { emailField, otpField } from '@/lib/validation/fields';

const emailSchema = z.object({ email: emailField });
const codeSchema = z.object({ code: otpField });
type Failure = { code: string; message: string | null; fields?: Record<string, string> };
const down: Failure = { code: 'provider_down', message: null };

/**
 * Issue 24 item 4: an email, a one-time code sent to it, then the orders this browser may open. With `token` (the
 * private result page) the page reloads to show that order; without (Find my order) the orders are listed with a
 * link to each, where its tickets and PDFs are.
 */
export function FindOrderForm({ token = null, locale, loginHref }: { token?: string | null; locale: AppLocale; loginHref: string }) {
  const t = useTranslations('findOrder');
  const [email, setEmail] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [found, setFound] = useState<FoundOrder[] | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const failText = (f: Failure) => (f.code === 'rate_limited' || f.code === 'otp_locked') && f.message ? f.message : t('failed');

  // Not sent by the browser itself before hydration, which would empty what was typed: components/ui/useHydrated.ts.
  const hydrated = useHydrated();
  const ask = useForm<{ email: string }>({ resolver: zodResolver(emailSchema), defaultValues: { email: '' } });
  const check = useForm<{ code: string }>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });

  const send = async (to: string) => {
    setAlert(null);
    const r = await requestOrderCode({ email: to, token }).catch(() => ({ ok: false as const, ...down }));
    if (!r.ok) {
      for (const [k, v] of Object.entries(r.fields ?? {})) ask.setError(k as 'email', { message: v });
      if (!r.fields) setAlert(failText(r));
      return;
    }
    setEmail(to);
    check.reset({ code: '' });
    requestAnimationFrame(() => status.current?.focus());
  };

  const submitEmail = ask.handleSubmit(async (v) => send(v.email.trim()));
  const submitCode = check.handleSubmit(async (v) => {
    if (!email) return;
    setAlert(null);
    const r = await verifyOrderCode({ email, code: v.code, token, locale }).catch(() => ({ ok: false as const, ...down }));
    if (!r.ok) {
      const field = r.fields?.code;
      if (field) check.setError('code', { message: field });
      else setAlert(failText(r));
      return;
    }
    if (token) {
      window.location.reload();
      return;
    }
    setFound(r.data.orders);
  });

  if (found) {
    return (
      <section aria-labelledby="found-title">
        <h2 id="found-title" tabIndex={-1}>
          {t('foundTitle')}
        </h2>
        {found.length ? (
          <ul className="found-orders">
            {found.map((o) => (
              <li key={o.token}>
                <a href={href(`/paymentsuccess/${encodeURIComponent(o.token)}`, locale)}>{t('openOrder', { id: o.id })}</a>
                <span>
                  {' · '}
                  {formatDate(o.createdAt.slice(0, 10), locale)} · {o.venue} · {o.status} · <bdi dir="ltr">{o.total}</bdi>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p role="status">{t('none')}</p>
        )}
        <p>
          {t('accountHint')} <a href={loginHref}>{t('signIn')}</a>
        </p>
      </section>
    );
  }

  return (
    <div className="find-order">
      {alert ? (
        <p role="alert" className="form-alert">
          {alert}
        </p>
      ) : null}
      {email === null ? (
        <form method="post" className="form" noValidate onSubmit={submitEmail}>
          <TextField id="find-email" type="email" inputMode="email" label={t('email')} autoComplete="email" registration={ask.register('email')} error={ask.formState.errors.email} />
          <button type="submit" className="button button-cta" disabled={ask.formState.isSubmitting || !hydrated} aria-busy={ask.formState.isSubmitting}>
            {t('sendCode')}
          </button>
        </form>
      ) : (
        <form method="post" className="form" noValidate onSubmit={submitCode}>
          <p ref={status} role="status" tabIndex={-1}>
            {token ? t('sentToOrder', { email }) : t('sentTo', { email })}
          </p>
          <TextField id="find-code" label={t('code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} dir="ltr" registration={check.register('code')} error={check.formState.errors.code} />
          <button type="submit" className="button button-cta" disabled={check.formState.isSubmitting || !hydrated} aria-busy={check.formState.isSubmitting}>
            {token ? t('showOrder') : t('showOrders')}
          </button>
          <p>
            <button type="button" className="button button-outline" onClick={() => void send(email)}>
              {t('resend')}
            </button>{' '}
            <button type="button" className="button button-outline" onClick={() => setEmail(null)}>
              {t('changeEmail')}
            </button>
          </p>
        </form>
      )}
    </div>
  );
}
