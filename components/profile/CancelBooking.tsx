'use client';
import { useEffect, useRef, useState, useTransition } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Modal } from '@/components/ui/Modal';
import { toastError, toastSuccess } from '@/components/shell/toast';
import { qk } from '@/lib/api/query-keys';
import { cancelBookingResultAction, refundQuoteAction } from '@/lib/self-service/actions';
import styles from './profile.module.css';

export type CancelLabels = Record<'cancel' | 'hint' | 'title' | 'checking' | 'confirm' | 'keep' | 'close' | 'failed', string>;

/**
 * Cancel with its consequences shown (issue 24 item 5, issue 23 item 4): the button opens the project's dialog,
 * which asks the provider what would be refunded and where before the customer confirms. Confirm is sent once (the
 * button is disabled while it runs, and the provider refuses a second cancel); the outcome is a toast and the line
 * beside the button, which takes focus, on a phone too (it stays after the list is read again, when the booking can
 * no longer be cancelled).
 */
export function CancelBooking({ orderId, line, locale, headingId, allowed, labels }: { orderId: number; line: number; locale: 'en' | 'ar'; headingId: string; allowed: boolean; labels: CancelLabels }) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [quote, setQuote] = useState<{ ok: boolean; lines: string[] } | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, start] = useTransition();
  const sent = useRef(false);
  const said = useRef<HTMLParagraphElement>(null);

  const openDialog = () => {
    setOpen(true);
    setQuote(null);
    void refundQuoteAction(locale, orderId, line).then(
      (r) => setQuote(r.ok ? { ok: true, lines: r.data.lines } : { ok: false, lines: [r.message ?? labels.failed] }),
      () => setQuote({ ok: false, lines: [labels.failed] }),
    );
  };

  const confirm = () => {
    if (sent.current) return;
    sent.current = true;
    const f = new FormData();
    for (const [k, v] of Object.entries({ locale, order: orderId, line })) f.set(k, String(v));
    start(async () => {
      const r = await cancelBookingResultAction(null, f).catch(() => null);
      const text = r?.message ?? labels.failed;
      setOpen(false);
      setOutcome({ ok: !!r?.ok, text });
      (r?.ok ? toastSuccess : toastError)(text);
      // The history is read by its island: read it again to show the cancelled state (issue 27 item 3).
      if (r?.ok) void client.invalidateQueries({ queryKey: qk.bookings.all });
      else sent.current = false;
    });
  };

  // The outcome takes focus once the dialog has closed (closing a dialog gives focus back to its opener first: the
  // Modal's effect runs before this one).
  useEffect(() => {
    if (outcome) said.current?.focus();
  }, [outcome]);

  return (
    <div>
      <p ref={said} tabIndex={-1} role={outcome && !outcome.ok ? 'alert' : 'status'}>
        {outcome?.text}
      </p>
      {outcome?.ok || !allowed ? null : (
        <>
          <p className={styles.muted}>{labels.hint}</p>
          <button type="button" className="button button-outline" aria-describedby={headingId} aria-haspopup="dialog" onClick={openDialog}>
            {labels.cancel}
          </button>
        </>
      )}
      <Modal open={open} onClose={() => !pending && setOpen(false)} title={labels.title} closeLabel={labels.close} dismissable={!pending}>
        <div aria-live="polite" aria-busy={!quote}>
          {quote ? quote.lines.map((l) => <p key={l} role={quote.ok ? undefined : 'alert'}>{l}</p>) : <p className={styles.muted}>{labels.checking}</p>}
        </div>
        <div className={styles.row}>
          <button type="button" className="button button-outline" disabled={pending} onClick={() => setOpen(false)}>
            {labels.keep}
          </button>
          <button type="button" className="button" disabled={!quote?.ok || pending} aria-busy={pending} onClick={confirm}>
            {labels.confirm}
          </button>
        </div>
      </Modal>
    </div>
  );
}
