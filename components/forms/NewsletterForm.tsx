'use client';
import { useId, useState } from 'react';
import { isValidEmail } from '@/lib/validation/email';
import type { NewsletterResult } from '@/lib/api/newsletter';

export interface NewsletterLabels {
  title: string;
  intro: string;
  email: string;
  subscribe: string;
  sending: string;
  success: string;
  duplicate: string;
  invalid: string;
  error: string;
}

/**
 * Footer newsletter subscription (spec §2): the sandbox stores it; a duplicate (409) and an invalid email (422)
 * are answered clearly in the visitor's language. What was typed stays on a failure.
 */
export function NewsletterForm({ labels }: { labels: NewsletterLabels }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const text: Record<NewsletterResult, string> = { subscribed: labels.success, duplicate: labels.duplicate, invalid: labels.invalid, failed: labels.error };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!isValidEmail(value)) {
      setResult({ ok: false, text: labels.invalid });
      return;
    }
    setBusy(true);
    setResult(null);
    // The call (and the API client under it) loads on the first subscription, not with every page (issue 27 §2).
    const outcome = await import('@/lib/api/newsletter').then((m) => m.subscribeNewsletter(value));
    setBusy(false);
    setResult({ ok: outcome === 'subscribed', text: text[outcome] });
    if (outcome === 'subscribed') setEmail('');
  };

  return (
    <form method="post" className="newsletter" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="newsletter-title">
        {labels.title}
      </h2>
      <p>{labels.intro}</p>
      <div className="newsletter-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          {labels.email}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          dir="ltr"
          placeholder={labels.email}
          value={email}
          maxLength={254}
          aria-invalid={result && !result.ok ? true : undefined}
          aria-describedby={result ? `${id}-status` : undefined}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" className="button button-cta" disabled={busy}>
          {busy ? labels.sending : labels.subscribe}
        </button>
      </div>
      <p id={`${id}-status`} role={result && !result.ok ? 'alert' : 'status'} className={result ? (result.ok ? 'newsletter-ok' : 'newsletter-error') : 'sr-only'}>
        {result?.text ?? ''}
      </p>
    </form>
  );
}
