'use client';
import { useEffect, useState } from 'react';
import { fetchSession } from '@/lib/api/session';
import type { BookingChoices } from '@/lib/booking/resume';
import { choicesKept } from '@/lib/booking/resume-key';
import type { BookingSettings } from './types';

type Loaded = { mod: typeof import('./BookingModal'); messages: Parameters<typeof import('./BookingModal').default>[0]['messages'] };

/**
 * The 'Book a Court' button (config facility_button_label). The modal, its rules and its strings are loaded on the
 * first click only, so the public page's JavaScript stays small. Each opening starts a fresh booking (spec §4:
 * closing the modal resets the booking state), except the one coming back from a single sign-on, which resumes the
 * choices kept for this page (lib/booking/resume.ts).
 */
export function BookingLauncher({ settings }: { settings: BookingSettings }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [open, setOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const [run, setRun] = useState(0);
  const [busy, setBusy] = useState(false);
  const [resume, setResume] = useState<BookingChoices | null>(null);

  const load = async (): Promise<Loaded> => {
    if (loaded) return loaded;
    const [mod, msgs] = await Promise.all([import('./BookingModal'), settings.locale === 'ar' ? import('@/messages/ar.json') : import('@/messages/en.json')]);
    const m = msgs.default;
    const next = { mod, messages: { booking: m.booking, forms: m.forms, auth: m.auth, validation: m.validation, formPolish: m.formPolish } };
    setLoaded(next);
    return next;
  };

  const start = async (kept: BookingChoices | null = null) => {
    setBusy(true);
    try {
      await load();
      // spec §5: in the special mode a guest who opens booking signs in first (the login modal, over this page).
      if (settings.specialMode && (await import('@/lib/booking/access')).openingNeedsLogin(true, await fetchSession({ fresh: true }))) {
        setLoginOpen(true);
        return;
      }
      setResume(kept);
      setRun((n) => n + 1);
      setOpen(true);
    } finally {
      setBusy(false);
    }
  };

  // Back from a single sign-on started in the modal: open it again with the kept choices. The reader loads after
  // the page (issue 27 §2: the home page's first load carries the button only).
  useEffect(() => {
    if (!choicesKept(window.sessionStorage, settings.host)) return;
    void import('@/lib/booking/resume').then(({ takeResume }) => {
      const kept = takeResume(window.sessionStorage, settings.host, `${window.location.pathname}${window.location.search}`, Date.now());
      if (kept) void start(kept);
    });
    // Once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div style={{ display: 'flex', justifyContent: 'center', paddingBlock: '1.25rem' }}>
      <button type="button" className="button button-cta" aria-haspopup="dialog" aria-busy={busy} onClick={() => void start()}>
        {settings.label}
      </button>
      {loaded ? (
        <>
          <loaded.mod.default key={run} settings={settings} messages={loaded.messages} open={open} onClose={() => setOpen(false)} resume={resume} />
          <loaded.mod.BookingLogin
            settings={settings}
            messages={loaded.messages}
            open={loginOpen}
            onClose={() => setLoginOpen(false)}
            onSignedIn={() => {
              setLoginOpen(false);
              void start();
            }}
          />
        </>
      ) : null}
    </div>
  );
}
