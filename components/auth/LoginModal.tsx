'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Modal } from '@/components/ui/Modal';
import { announceSessionChange } from '@/lib/api/session';
import type { LoginSettings } from '@/lib/auth/login-settings';
import { SignInPanel } from './SignInPanel';

/**
 * The login modal (spec §2): the sign-in panel in a dialog over the page, so what the visitor was doing (an open
 * booking, the cart, checkout) stays as it was. After a sign-in every island reading the session asks again (the
 * header shows the user) and the caller carries on. Needs the auth and validation message namespaces.
 */
export function LoginModal({
  open,
  locale,
  settings,
  allowGuest = false,
  onClose,
  onSignedIn,
  beforeLeave,
}: {
  open: boolean;
  locale: string;
  settings: LoginSettings;
  allowGuest?: boolean;
  onClose: () => void;
  onSignedIn: () => void;
  beforeLeave?: () => void;
}) {
  const t = useTranslations('auth');
  const [alert, setAlert] = useState<string | null>(null);
  const here = () => `${window.location.pathname}${window.location.search}`;
  return (
    <Modal
      open={open}
      onClose={() => {
        setAlert(null);
        onClose();
      }}
      title={t('loginTitle')}
      closeLabel={t('close')}
      className="login-modal"
    >
      {open ? (
        <div className="auth-card auth-card-modal">
          <p>{t('loginIntro')}</p>
          <SignInPanel
            locale={locale}
            settings={settings}
            nextUrl={typeof window === 'undefined' ? null : here()}
            alert={alert}
            onAlert={setAlert}
            allowGuest={allowGuest}
            beforeLeave={beforeLeave}
            onDone={() => {
              setAlert(null);
              announceSessionChange();
              onSignedIn();
            }}
          />
        </div>
      ) : null}
    </Modal>
  );
}
