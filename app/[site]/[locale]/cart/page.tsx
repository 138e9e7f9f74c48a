import { getTranslations } from 'next-intl/server';
import { NextIntlClientProvider } from 'next-intl';
import type { SiteParams } from '@/lib/i18n/server';
import { sitePage, titleMetadata } from '@/lib/i18n/page';
import { href } from '@/lib/routing/links';
import { CartIsland } from '@/components/cart/CartIsland';
import { loginSettings } from '@/lib/auth/login-settings';
import { islandMessages } from '@/lib/i18n/client-messages';

const CART_NAMESPACES = ['cart', 'checkout', 'commercefix', 'auth', 'validation', 'formPolish', 'money', 'orderInProgress'];

/**
 * /cart (spec §2, no login needed): the cart, then checkout on the same page (`?step=checkout`). The cart lives in
 * this tab's session storage, so the page itself is the same for everybody; it is a client island with the cart,
 * checkout, account (guest login) and validation strings. Listed as personal in lib/routing/public-cache.mjs.
 */
export const generateMetadata = titleMetadata('cart', 'title', { robots: { index: false } });

export default async function CartPage({ params }: { params: Promise<SiteParams> }) {
  const { host, locale, site, tenant } = await sitePage(params);
  const t = await getTranslations({ locale, namespace: 'cart' });
  return (
    <div className="container">
      <h1>{t('title')}</h1>
      <NextIntlClientProvider
        locale={locale}
        messages={(await islandMessages(locale, CART_NAMESPACES)) as never}
        timeZone={site.timeZone}
      >
        <CartIsland
          host={host}
          locale={locale}
          currency={site.currency}
          homeHref={href('/', locale)}
          login={loginSettings(site, host, locale)}
          guestCheckout={site.guestCheckout}
          specialMode={site.specialMode}
          termsText={site.terms.enabled ? site.terms.text : null}
          paymentFormPost={tenant.paymentFormPost}
        />
      </NextIntlClientProvider>
    </div>
  );
}
