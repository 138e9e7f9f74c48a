import { api, ApiError } from './client';

/** How a newsletter subscription ended (spec §2): stored, already subscribed (409), refused as invalid (422), or failed. */
export type NewsletterResult = 'subscribed' | 'duplicate' | 'invalid' | 'failed';

/** POST newsletter/subscribe (spec §2 footer). Never rejects: a refusal is read onto its result. */
export async function subscribeNewsletter(email: string): Promise<NewsletterResult> {
  try {
    await api.post('newsletter/subscribe', { body: { email } });
    return 'subscribed';
  } catch (e) {
    const status = e instanceof ApiError ? e.status : 0;
    return status === 409 ? 'duplicate' : status === 422 ? 'invalid' : 'failed';
  }
}
