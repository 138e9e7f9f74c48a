'use client';
import { useEffect, useState } from 'react';
import { switchLocaleHref } from '@/lib/routing/links';
import { LOCALE_COOKIE } from '@/lib/auth/session-cookie';
import type { AppLocale } from '@/lib/i18n/locales';

/** Toggles en/ar and keeps the current page and its query (spec §4 Language). */
export function LanguageSwitch({ target, label, text, className }: { target: AppLocale; label: string; text: string; className?: string }) {
  const [href, setHref] = useState(`/?lang=${target}`);
  useEffect(() => setHref(switchLocaleHref(window.location.pathname, window.location.search, target)), [target]);
  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      aria-label={label}
      className={className ?? 'lang-switch'}
      onClick={() => {
        document.cookie = `${LOCALE_COOKIE}=${target}; path=/; max-age=31536000; samesite=lax`;
      }}
    >
      {text}
    </a>
  );
}
