'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { toastSuccess } from '@/components/shell/toast';
import { completeSso } from '@/lib/auth/actions';
import type { LoginSettings } from '@/lib/auth/login-settings';
import { SignInPanel } from './SignInPanel';
import { useFailureText } from './useFailure';
import { LOGOUT_URL_KEY } from './LogoutView';

/** The login screen (spec §2, §4): the sign-in panel, the way back from single sign-on, then the page asked for. */
export function LoginView({
  locale,
  settings,
  target,
  nextUrl,
  error,
  loginToken,
  logoutUrl,
}: {
  locale: string;
  settings: LoginSettings;
  /** Where to go after login: the accepted nextUrl, else home. */
  target: string;
  nextUrl: string | null;
  error: string | null;
  loginToken: string | null;
  logoutUrl: string | null;
}) {
  const t = useTranslations('auth');
  const failureText = useFailureText();
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ssoStarted = useRef(false);

  const done = () => {
    if (logoutUrl) window.sessionStorage.setItem(LOGOUT_URL_KEY, logoutUrl);
    toastSuccess(t('loginSuccess'));
    window.location.assign(target);
  };
  // One message per failure: beside the form, announced (role=alert), no toast as well (docs/decisions.md).
  const fail = (r: { code: string; message: string | null }) => setAlert(failureText(r));

  // error= from a redirect (expired session, cancelled sign-on): said once, beside the form.
  useEffect(() => {
    if (error) setAlert(failureText({ code: error, message: null }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);

  // Back from the single sign-on page with a one-time token.
  useEffect(() => {
    if (!loginToken || ssoStarted.current) return;
    ssoStarted.current = true;
    setBusy(true);
    completeSso({ loginToken }).then((r) => {
      if (r.ok) done();
      else {
        setBusy(false);
        fail(r);
      }
    }, () => {
      setBusy(false);
      fail({ code: 'provider_down', message: null });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loginToken]);

  return (
    <div className="auth-card">
      <h1>{t('loginTitle')}</h1>
      <p>{t('loginIntro')}</p>
      {loginToken && busy ? <p role="status">{t('ssoWorking')}</p> : null}
      <SignInPanel locale={locale} settings={settings} nextUrl={nextUrl} alert={alert} onAlert={setAlert} busy={busy} onDone={done} />
    </div>
  );
}
