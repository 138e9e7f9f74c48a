import 'server-only';
import type { AppLocale } from '@/lib/i18n/locales';
import { walletTranslator } from '@/lib/wallet/labels';
import { appleWalletHref, googleWalletHref, type WalletOffer } from '@/lib/wallet/offer';
import styles from './tickets.module.css';

/**
 * Under each admission ticket (issue 25 item 4): "Add to Apple Wallet" and "Save to Google Wallet" when the venue
 * has working credentials and the order is paid (lib/wallet/offer.ts), and the gate view when given. Plain links,
 * no client code: the pass downloads, the Google link goes through our route, which signs at the click.
 */
export function TicketActions({ token, ticket, locale, offer, gateHref }: { token: string; ticket: number; locale: AppLocale; offer: WalletOffer; gateHref?: string | null }) {
  if (!offer.apple && !offer.google && !gateHref) return null;
  const t = walletTranslator(locale);
  return (
    <div className={styles.actions} role="group" aria-label={t('walletFor', { n: ticket })}>
      {gateHref ? (
        <a className="button button-cta" href={gateHref}>
          {t('atTheGate')}
        </a>
      ) : null}
      {offer.apple ? (
        <a className={`button ${styles.wallet}`} href={appleWalletHref(token, ticket, locale)} download data-wallet="apple">
          {t('addToAppleWallet')}
        </a>
      ) : null}
      {offer.google ? (
        <a className={`button ${styles.wallet}`} href={googleWalletHref(token, ticket, locale)} rel="nofollow noopener" target="_blank" data-wallet="google">
          {t('saveToGoogleWallet')}
        </a>
      ) : null}
    </div>
  );
}
