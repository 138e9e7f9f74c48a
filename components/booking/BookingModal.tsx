'use client';
import { useEffect, useRef, useState } from 'react';
import { NextIntlClientProvider, useTranslations, type AbstractIntlMessages } from 'next-intl';
import { Modal } from '@/components/ui/Modal';
import { QueryIsland } from '@/components/ui/QueryIsland';
import { LoginModal } from '@/components/auth/LoginModal';
import { useLoginGate } from '@/components/auth/LoginGate';
import { saveResume, type BookingChoices } from '@/lib/booking/resume';
import { toastSuccess } from '@/components/shell/toast';
import { participantStep, visitorCount, type Visitor } from '@/lib/booking/visitors';
import type { TicketProduct } from '@/lib/booking/types';
import { pick } from '@/lib/i18n/pick';
import { useBookingFlow } from './useBookingFlow';
import { useSession } from '@/lib/api/session';
import { isSignedIn } from '@/lib/booking/access';
import { channelOf } from '@/lib/booking/channel';
import { Filters } from './Filters';
import { SlotGrid } from './SlotGrid';
import { TicketStep } from './TicketStep';
import { AddonStep } from './AddonStep';
import { TermsModal } from './TermsModal';
import { VisitorDetailsModal } from './VisitorDetailsModal';
import { formatPrice } from '@/lib/format/price';
import type { BookingSettings } from './types';
import styles from './booking.module.css';

/**
 * The lazily loaded booking modal with only its own strings (brief: big client features bring their namespace): the
 * booking island, its server state in React Query (QueryIsland). The provider sits here, in the chunk the first click
 * loads, not in the launcher, so a page with a booking button does not load React Query before it is used.
 */
export default function BookingModal(props: {
  settings: BookingSettings;
  messages: AbstractIntlMessages;
  open: boolean;
  onClose: () => void;
  /** Choices kept across a single sign-on (lib/booking/resume.ts). */
  resume: BookingChoices | null;
}) {
  return (
    <QueryIsland>
      <NextIntlClientProvider locale={props.settings.locale} messages={props.messages} timeZone={props.settings.timeZone}>
        <BookingDialog {...props} />
      </NextIntlClientProvider>
    </QueryIsland>
  );
}

/** The login modal for a booking that needs a sign-in before it opens (spec §5 special mode), with its strings. */
export function BookingLogin({ settings: s, messages, open, onClose, onSignedIn }: { settings: BookingSettings; messages: AbstractIntlMessages; open: boolean; onClose: () => void; onSignedIn: () => void }) {
  return (
    <QueryIsland>
      <NextIntlClientProvider locale={s.locale} messages={messages} timeZone={s.timeZone}>
        <LoginModal open={open} locale={s.locale} settings={s.login} onClose={onClose} onSignedIn={onSignedIn} />
      </NextIntlClientProvider>
    </QueryIsland>
  );
}

interface Pending {
  product: TicketProduct;
  quantity: number;
  resolve: (added: boolean) => void;
}

function BookingDialog({ settings: s, open, onClose, resume }: { settings: BookingSettings; open: boolean; onClose: () => void; resume: BookingChoices | null }) {
  const t = useTranslations('booking');
  const { user } = useSession({ fresh: true });
  const flow = useBookingFlow(s, channelOf(user), resume);
  const loggedIn = isSignedIn(user);
  const termsNeeded = s.terms.enabled && (s.terms.text ?? '').replace(/<[^>]*>/g, '').trim().length > 6;
  const [agreed, setAgreed] = useState(resume?.agreed ?? false);
  const [qty, setQty] = useState<Record<number, number>>(() => Object.fromEntries(Object.entries(resume?.quantities ?? {}).map(([k, v]) => [Number(k), v])));
  // The add that asked for a sign-in, carried on once the visitor is signed in (issue 12 item 4).
  const [afterLogin, setAfterLogin] = useState<{ product: TicketProduct; quantity: number } | null>(null);
  const asked = useRef<{ product: TicketProduct; quantity: number } | null>(null);
  // A single sign-on leaves the page: the choices wait in session storage for the way back.
  const keep = () => {
    const c = flow.choices();
    if (c) saveResume(window.sessionStorage, s.host, `${window.location.pathname}${window.location.search}`, { ...c, quantities: qty, agreed }, Date.now());
  };
  const gate = useLoginGate({ locale: s.locale, settings: s.login, beforeLeave: keep });
  const [termsOpen, setTermsOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const stepRef = useRef<HTMLParagraphElement>(null);
  const firstStep = useRef(true);

  // A new step starts at its top, and screen readers hear which step it is.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    stepRef.current?.closest('dialog')?.scrollTo({ top: 0 });
    stepRef.current?.focus();
  }, [flow.step]);

  // Spec §4 and §8: a successful add says so as a success toast (each add sets a new notice).
  useEffect(() => {
    if (flow.notice) toastSuccess(t(flow.notice.key, flow.notice.values));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flow.notice]);

  // spec §4: the terms modal opens by itself for a signed-in user when terms are on and longer than 6 characters.
  useEffect(() => {
    if (flow.step === 2 && termsNeeded && loggedIn && !agreed) setTermsOpen(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flow.step, loggedIn]);

  const goCart = () => {
    onClose();
    window.location.assign(s.cartHref);
  };

  const onAdd = async (p: TicketProduct, quantity: number): Promise<boolean> => {
    const next = participantStep(s.participantDetails, loggedIn, false);
    if (next === 'login') {
      asked.current = { product: p, quantity };
      setLoginOpen(true);
      return false;
    }
    if (next === 'details') return new Promise<boolean>((resolve) => setPending({ product: p, quantity, resolve }));
    const ok = await flow.addTicket(p, quantity);
    if (ok && s.specialMode) goCart();
    return ok;
  };

  const onVisitors = async (visitors: Visitor[]) => {
    if (!pending) return;
    const { product, quantity, resolve } = pending;
    setPending(null);
    const ok = await flow.addTicket(product, quantity, visitors);
    resolve(ok);
    if (ok && s.specialMode) goCart();
  };

  useEffect(() => {
    if (!afterLogin || !loggedIn) return;
    const { product, quantity } = afterLogin;
    setAfterLogin(null);
    void onAdd(product, quantity).then((ok) => ok && setQty((q) => ({ ...q, [product.productId]: 0 })));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [afterLogin, loggedIn]);

  const facilityName = flow.auto ? pick(flow.auto.facility.name, s.locale) : '';

  return (
    <Modal open={open} onClose={onClose} title={s.label} closeLabel={t('close')} className={`${styles.dialog} booking-modal`}>
      <p className={styles.muted} ref={stepRef} tabIndex={-1}>
        {flow.stepPosition ? t('step', flow.stepPosition) : null}
      </p>
      {flow.step === 1 ? (
        <>
          <Filters flow={flow} showImages={s.showFacilityImages} />
          <SlotGrid flow={flow} showTimeRange={s.showTimeRange} />
        </>
      ) : null}
      {flow.step === 2 && flow.auto ? (
        <>
          <TicketStep flow={flow} currency={s.currency} specialMode={s.specialMode} canAdd={!termsNeeded || agreed} onAdd={onAdd} qty={qty} setQty={setQty} />
          {termsNeeded ? (
            <div className={styles.row}>
              <label className={styles.check}>
                <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
                {t('agreeLabel')}
              </label>
              <button type="button" className="button button-outline" onClick={() => setTermsOpen(true)}>
                {t('readTerms')}
              </button>
            </div>
          ) : null}
        </>
      ) : null}
      {flow.step === 3 && flow.auto ? <AddonStep flow={flow} currency={s.currency} /> : null}

      <p role="alert" aria-live="assertive" className={styles.error}>
        {flow.error ? t(flow.error.key, flow.error.values) : ''}
      </p>

      <div className={styles.actions}>
        {flow.step === 1 ? (
          <button
            type="button"
            className="button button-cta"
            disabled={!flow.slot || !flow.auto || flow.busy}
            onClick={async () => {
              if ((await flow.proceedFromStep1()) === 'cart') goCart();
            }}
          >
            {flow.runningPrice != null ? t('continueWithPrice', { price: formatPrice(flow.runningPrice, s.currency) }) : t('continue')}
          </button>
        ) : null}
        {flow.step === 2 ? (
          <>
            <button type="button" className="button button-outline" onClick={() => flow.setStep(1)}>
              {t('goBack')}
            </button>
            {!s.specialMode ? (
              <button type="button" className="button" onClick={flow.proceedFromStep2}>
                {t('proceed')}
              </button>
            ) : null}
          </>
        ) : null}
        {flow.step === 3 ? (
          <button type="button" className="button" onClick={() => flow.setMoreOpen(true)}>
            {t('done')}
          </button>
        ) : null}
      </div>

      <Modal open={flow.moreOpen} onClose={() => flow.setMoreOpen(false)} title={t(`${flow.moreQuestion}Title`)} closeLabel={t('close')}>
        <p>{t(`${flow.moreQuestion}Text`)}</p>
        <div className={styles.actions}>
          <button type="button" className="button button-outline" onClick={goCart}>
            {t('noGoToCart')}
          </button>
          <button type="button" className="button" onClick={flow.bookMore}>
            {t('yes')}
          </button>
        </div>
      </Modal>

      <Modal open={loginOpen} onClose={() => setLoginOpen(false)} title={t('loginTitle')} closeLabel={t('close')}>
        <p>{t('loginText')}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className="button"
            aria-haspopup="dialog"
            onClick={() => {
              setLoginOpen(false);
              gate.ask(() => setAfterLogin(asked.current));
            }}
          >
            {t('login')}
          </button>
        </div>
      </Modal>
      {gate.modal}

      {termsNeeded ? (
        <TermsModal
          open={termsOpen}
          html={s.terms.text ?? ''}
          onAgree={() => {
            setAgreed(true);
            setTermsOpen(false);
          }}
          onDisagree={() => {
            setAgreed(false);
            setTermsOpen(false);
          }}
        />
      ) : null}

      {pending && user && flow.serviceId != null ? (
        <VisitorDetailsModal
          open
          count={visitorCount(pending.quantity, pending.product.participantCount)}
          facility={facilityName}
          serviceId={flow.serviceId}
          religions={s.religions}
          user={user}
          onCancel={() => {
            pending.resolve(false);
            setPending(null);
          }}
          onSubmit={onVisitors}
        />
      ) : null}
    </Modal>
  );
}
