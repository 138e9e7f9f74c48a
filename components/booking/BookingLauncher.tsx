'use client';
import { useState, type ComponentType } from 'react';
import type { AbstractIntlMessages } from 'next-intl';
import { openingNeedsLogin } from '@/lib/booking/access';
import { fetchSession } from '@/lib/api/session';
import type { BookingSettings } from './types';
import { handOffToSignIn } from './sign-in-handoff';

type ModalComponent = ComponentType<{ settings: BookingSettings; messages: AbstractIntlMessages; open: boolean; onClose: () => void }>;

/**
 * The 'Book a Court' button (config facility_button_label). The modal, its rules and its strings are loaded on the
 * first click only, so the public page's JavaScript stays small. Each opening starts a fresh booking (spec §4:
 * closing the modal resets the booking state).
 */
export function BookingLauncher({ settings }: { settings: BookingSettings }) {
  const [loaded, setLoaded] = useState<{ Modal: ModalComponent; messages: AbstractIntlMessages } | null>(null);
  const [open, setOpen] = useState(false);
  const [run, setRun] = useState(0);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setBusy(true);
    try {
      // spec §5: in the special mode a guest who opens booking is sent to sign in.
      if (settings.specialMode && openingNeedsLogin(true, await fetchSession({ fresh: true }))) {
        handOffToSignIn(settings.locale, settings.returnPath);
        return;
      }
      if (!loaded) {
        const [mod, msgs] = await Promise.all([import('./BookingModal'), settings.locale === 'ar' ? import('@/messages/ar.json') : import('@/messages/en.json')]);
        setLoaded({ Modal: mod.default, messages: { booking: msgs.default.booking, forms: msgs.default.forms } });
      }
      setRun((n) => n + 1);
      setOpen(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div style={{ display: 'flex', justifyContent: 'center', paddingBlock: '1.25rem' }}>
      <button type="button" className="button button-cta" aria-haspopup="dialog" aria-busy={busy} onClick={() => void start()}>
        {settings.label}
      </button>
      {loaded ? <loaded.Modal key={run} settings={settings} messages={loaded.messages} open={open} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
