'use client';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { registerToaster } from './toast';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

function Listening({ onReady }: { onReady: () => void }) {
  // Effects run after the toaster's own (an earlier sibling), so it is subscribed by now.
  useEffect(onReady, [onReady]);
  return null;
}

/**
 * The app-wide toaster (spec §8), one per page, in the root layout: bottom right, mirrored to the bottom left in
 * Arabic. It loads with the first toast (./toast). It sits in a manual popover, shown again before each toast, so
 * a toast raised from an open modal dialog (the lead form, the booking modal) is drawn above it, not behind.
 */
export function Toasts({ dir, label }: { dir: 'ltr' | 'rtl'; label: string }) {
  const layer = useRef<HTMLDivElement>(null);
  const [on, setOn] = useState(false);
  const [ready, setReady] = useState<(() => void) | null>(null);
  useEffect(() => {
    const toFront = () => {
      const el = layer.current;
      if (!el?.showPopover) return;
      if (el.matches(':popover-open')) el.hidePopover();
      el.showPopover();
    };
    const done = registerToaster(() => setOn(true), toFront);
    setReady(() => done);
  }, []);
  return (
    <div ref={layer} popover="manual" className="toaster-layer">
      {on && ready ? (
        <Suspense fallback={null}>
          <Toaster position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'} dir={dir} richColors containerAriaLabel={label} offset={{ bottom: '5rem' }} mobileOffset={{ bottom: '1rem' }} />
          <Listening onReady={ready} />
        </Suspense>
      ) : null}
    </div>
  );
}
