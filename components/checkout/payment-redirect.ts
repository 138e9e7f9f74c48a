'use client';

/**
 * spec §4 order result: the payment page is reached by a form post carrying the transaction id for tenants whose
 * provider wants it (tenants.json `paymentFormPost`), otherwise by a browser redirect.
 */
export function goToPayment(p: { url: string; transactionId: string | null; formPost: boolean }): void {
  if (!p.formPost || !p.transactionId) {
    window.location.assign(p.url);
    return;
  }
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = formAction(p.url, p.transactionId);
  const input = document.createElement('input');
  input.type = 'hidden';
  input.name = 'transactionId';
  input.value = p.transactionId;
  form.appendChild(input);
  document.body.appendChild(form);
  form.submit();
}

/** The form posts to the payment page's entry (the URL without its transaction id segment, docs/commerce.md). */
export function formAction(url: string, transactionId: string): string {
  const suffix = `/${encodeURIComponent(transactionId)}`;
  return url.endsWith(suffix) ? url.slice(0, -suffix.length) : url;
}
