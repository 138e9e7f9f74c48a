import en from '../messages/en.json';
import ar from '../messages/ar.json';

/**
 * The page served when a page cannot be rendered at all, usually because the provider is down and no cached copy
 * exists. It is built once, without a request, so it says it in both languages.
 */
export default function ServerError() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '36rem', margin: '4rem auto', padding: '1rem', textAlign: 'center', lineHeight: 1.5 }}>
      <section lang="en" dir="ltr">
        <h1>{en.states.providerDownTitle}</h1>
        <p>{en.states.providerDownBody}</p>
      </section>
      <hr style={{ margin: '2rem 0' }} />
      <section lang="ar" dir="rtl">
        <h2 style={{ fontSize: '2em' }}>{ar.states.providerDownTitle}</h2>
        <p>{ar.states.providerDownBody}</p>
      </section>
      <p>
        <a href="" style={{ display: 'inline-block', padding: '0.75rem 1.25rem', border: '2px solid currentColor', borderRadius: '0.5rem' }}>
          {en.common.retry} / <span lang="ar">{ar.common.retry}</span>
        </a>
      </p>
    </main>
  );
}
