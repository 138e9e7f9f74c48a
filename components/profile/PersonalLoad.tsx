'use client';
import { useEffect } from 'react';
import { SessionExpiredError } from '@/lib/api/errors';
import { useSession } from '@/lib/api/session';
import { isSignedIn } from '@/lib/booking/access';
import type { AppLocale } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/links';
import styles from './profile.module.css';

export interface LoadLabels {
  loading: string;
  error: string;
  retry: string;
}

/**
 * A personal island on a cached shell (issue 27 item 3) sends a guest (or a visitor whose session is gone) to /login
 * with a way back, as the server-rendered pages do; true while it does.
 */
export function useGuestToLogin(locale: AppLocale, path: string): boolean {
  const session = useSession();
  const guest = session.loaded && !isSignedIn(session.user);
  useEffect(() => {
    if (guest) window.location.replace(href('/login', locale, { nextUrl: href(path, locale) }));
  }, [guest, locale, path]);
  return guest;
}

/**
 * What a personal island shows before its data: the loading line, or the error with Try again. A session the provider
 * ended shows nothing: the api client is already taking the visitor to /login (spec §8).
 */
export function PersonalLoad({ query, guest, labels }: { query: { isError: boolean; error: unknown; refetch: () => unknown }; guest: boolean; labels: LoadLabels }) {
  if (!guest && query.isError) {
    if (query.error instanceof SessionExpiredError) return null;
    return (
      <div role="alert" className={styles.card}>
        <p>{labels.error}</p>
        <button type="button" className="button button-outline" onClick={() => void query.refetch()}>
          {labels.retry}
        </button>
      </div>
    );
  }
  return <LoadingLine text={labels.loading} />;
}

export function LoadingLine({ text }: { text: string }) {
  return (
    <p className={styles.muted} role="status">
      {text}
    </p>
  );
}
