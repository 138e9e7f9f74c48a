'use client';
import { useEffect, useId, useReducer, useRef, useSyncExternalStore } from 'react';
import { CAPTCHA_TEST_RESPONSE, captchaMode, nextCaptchaState, RECAPTCHA_ONLOAD, recaptchaScriptUrl } from '@/lib/captcha';

export interface CaptchaLabels {
  /** The check box's visible label (its accessible name). */
  label: string;
  /** Shown beside the ticked box. */
  verified?: string;
  /** Accessible name of the widget as a group. */
  group?: string;
}

/** What the root layout puts on <body> for every form: the venue's site key and the widget's own messages. */
interface CaptchaPage {
  siteKey: string;
  locale: 'en' | 'ar';
  loading: string;
  expired: string;
  failed: string;
}
const subscribe = () => () => undefined;
const readPage = (): string => {
  const d = document.body.dataset;
  return JSON.stringify({ siteKey: d.captchaKey ?? '', locale: document.documentElement.lang === 'ar' ? 'ar' : 'en', loading: d.captchaLoading ?? '', expired: d.captchaExpired ?? '', failed: d.captchaError ?? '' });
};

interface Props {
  id?: string;
  value: string;
  onChange: (token: string) => void;
  /** The message to show, already in the visitor's language. */
  error?: string | null;
  labels: CaptchaLabels;
}

/**
 * The captcha of spec §4 and §5, for every form (account forms and the lead form); strings come from the caller's
 * own messages. The venue's site key (config `recaptcha_site_key`) renders Google's reCAPTCHA v2 checkbox; the
 * sandbox's test key renders an accessible test box answering the sandbox's test response. The form clears `value`
 * after a failed submit (spec §8), which resets the widget.
 */
export function Captcha(props: Props) {
  // The server renders nothing: the key lives on <body>, read once the page is in the browser.
  const raw = useSyncExternalStore(subscribe, readPage, () => '');
  if (!raw) return null;
  const page = JSON.parse(raw) as CaptchaPage;
  const mode = captchaMode(page.siteKey);
  if (mode.kind === 'test') return <TestCaptcha {...props} />;
  return <Recaptcha {...props} siteKey={mode.kind === 'recaptcha' ? mode.siteKey : null} page={page} />;
}

function Frame({ id, error, labels, children, status }: { id: string; error?: string | null; labels: CaptchaLabels; children: React.ReactNode; status?: React.ReactNode }) {
  return (
    <div className="field">
      <div className="captcha" role={labels.group ? 'group' : undefined} aria-label={labels.group}>
        {children}
        {status}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The sandbox's widget (DESIGN §4): a real check box, keyboard and screen-reader accessible. */
function TestCaptcha({ id, value, onChange, error, labels }: Props) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <Frame id={inputId} error={error} labels={labels} status={value && labels.verified ? <span className="captcha-ok">{labels.verified}</span> : null}>
      <label htmlFor={inputId} className="check">
        <input
          id={inputId}
          type="checkbox"
          checked={value !== ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(e) => onChange(e.target.checked ? CAPTCHA_TEST_RESPONSE : '')}
        />
        <span>{labels.label}</span>
      </label>
    </Frame>
  );
}

interface ReCaptchaApi {
  render: (el: HTMLElement, opts: Record<string, unknown>) => number;
  reset: (id?: number) => void;
}
declare global {
  interface Window {
    grecaptcha?: ReCaptchaApi;
    [RECAPTCHA_ONLOAD]?: () => void;
  }
}

let loading: Promise<ReCaptchaApi> | null = null;
/** Google's script, once per page; a failed load is tried again by the next widget. */
function loadRecaptcha(locale: 'en' | 'ar'): Promise<ReCaptchaApi> {
  if (window.grecaptcha?.render) return Promise.resolve(window.grecaptcha);
  loading ??= new Promise<ReCaptchaApi>((resolve, reject) => {
    window[RECAPTCHA_ONLOAD] = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('grecaptcha missing')));
    const s = document.createElement('script');
    s.src = recaptchaScriptUrl(locale);
    s.async = true;
    s.onerror = () => {
      loading = null;
      s.remove();
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.appendChild(s);
  });
  return loading;
}

/** Google's reCAPTCHA v2 checkbox, with the states of spec §4 (init, verified, expired, error) in words. */
function Recaptcha({ id, value, onChange, error, labels, siteKey, page }: Props & { siteKey: string | null; page: CaptchaPage }) {
  const generated = useId();
  const boxId = id ?? generated;
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<number | null>(null);
  const [state, dispatch] = useReducer(nextCaptchaState, siteKey ? 'loading' : 'error');
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });

  useEffect(() => {
    if (!siteKey || !box.current) return;
    let live = true;
    // A fresh element per render: the provider refuses to draw twice into one.
    const el = document.createElement('div');
    box.current.appendChild(el);
    loadRecaptcha(page.locale)
      .then((g) => {
        if (!live) return;
        widget.current = g.render(el, {
          sitekey: siteKey,
          hl: page.locale,
          callback: (token: string) => {
            dispatch('verified');
            changed.current(token);
          },
          'expired-callback': () => {
            dispatch('expired');
            changed.current('');
          },
          'error-callback': () => {
            dispatch('error');
            changed.current('');
          },
        });
        dispatch('rendered');
      })
      .catch(() => live && dispatch('error'));
    return () => {
      live = false;
      widget.current = null;
      el.remove();
    };
  }, [siteKey, page.locale]);

  // The form took the response away (spec §8: captcha cleared after a failure): the visitor ticks it again.
  useEffect(() => {
    if (value === '' && state === 'verified' && widget.current !== null) {
      window.grecaptcha?.reset(widget.current);
      dispatch('reset');
    }
  }, [value, state]);

  const status =
    state === 'loading' ? (
      <p role="status" className="captcha-status">
        {page.loading}
      </p>
    ) : state === 'expired' || state === 'error' ? (
      <p role="alert" className="field-error captcha-status">
        {state === 'expired' ? page.expired : page.failed}
      </p>
    ) : state === 'verified' && labels.verified ? (
      <span className="captcha-ok">{labels.verified}</span>
    ) : null;
  return (
    <Frame id={boxId} error={state === 'expired' || state === 'error' ? null : error} labels={labels} status={status}>
      <div ref={box} id={boxId} className="captcha-widget" data-state={state} />
    </Frame>
  );
}
