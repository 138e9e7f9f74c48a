import { StaticImage } from '@/components/ui/StaticImage';
import { AppLink } from '@/components/ui/AppLink';
import { getTranslations } from 'next-intl/server';
import type { Site } from '@/lib/tenant/types';
import type { Tenant } from '@/lib/tenant/tenants';
import type { AppLocale } from '@/lib/i18n/locales';
import { pick } from '@/lib/i18n/pick';
import { href } from '@/lib/routing/links';
import { SocialIcon } from './SocialIcon';

const NETWORK_NAMES = { instagram: 'Instagram', twitter: 'X (Twitter)', facebook: 'Facebook', youtube: 'YouTube', tiktok: 'TikTok', snapchat: 'Snapchat' };

/** Spec §2 footer. Links and rows appear only as the venue's config and tenant settings allow. */
export async function Footer({ site, tenant, locale, slot }: { site: Site; tenant: Tenant; locale: AppLocale; slot?: React.ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  const tc = await getTranslations({ locale, namespace: 'common' });
  const venue = pick(site.name, locale);
  const joinHref = site.joinNow ? (/^https?:\/\//.test(site.joinNow.link) ? site.joinNow.link : href(site.joinNow.link, locale)) : null;
  return (
    <footer className="site-footer">
      {site.footerCoverUrl ? (
        <div className="footer-cover">
          <StaticImage src={site.footerCoverUrl} alt="" fill sizes="100vw" />
        </div>
      ) : null}
      <div className="footer-inner">
        <div className="footer-brand">
          {site.footerLogoUrl ? <StaticImage src={site.footerLogoUrl} alt={venue} width={140} height={42} /> : <span className="brand-name">{venue}</span>}
          {site.social.length ? (
            <div className="follow">
              <p>{t('followVenue', { venue })}</p>
              <ul className="social">
                {site.social.map((s) => (
                  <li key={s.network}>
                    <a href={s.url} target="_blank" rel="noopener noreferrer" aria-label={`${t('followOn', { venue, network: NETWORK_NAMES[s.network] })} ${tc('opensInNewTab')}`}>
                      <SocialIcon network={s.network} />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <nav aria-label={t('terms')} className="footer-links">
          <ul>
            <li>
              <AppLink href={href('/terms-and-conditions', locale)}>{t('terms')}</AppLink>
            </li>
            <li>
              <AppLink href={href('/privacy-policy', locale)}>{t('privacy')}</AppLink>
            </li>
            {site.footerContactUs ? (
              <li>
                <AppLink href={href('/contact-us', locale)}>{t('contactUs')}</AppLink>
              </li>
            ) : null}
            {site.allowSupport ? (
              <li>
                <AppLink href={href('/customer-support', locale)}>{t('customerSupport')}</AppLink>
              </li>
            ) : null}
            {joinHref ? (
              <li>
                <a href={joinHref} className="button button-cta">
                  {site.joinNow?.label && locale === 'en' ? site.joinNow.label : t('joinNow')}
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
        {slot}
        {tenant.partnerLogos.length ? (
          <div className="partners">
            <p>{t('partners')}</p>
            <ul>
              {tenant.partnerLogos.map((p) => (
                <li key={p.url}>
                  <a href={p.url} target="_blank" rel="noopener noreferrer">
                    <StaticImage src={p.image} alt={p.name} width={96} height={40} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="footer-bottom">
          {site.paymentMethodsUrl ? <StaticImage src={site.paymentMethodsUrl} alt={t('paymentMethods')} width={220} height={28} /> : null}
          <p>{t('vat')}</p>
          <p>{t('rights', { year: new Date().getFullYear(), venue })}</p>
          <p>{t('poweredBy')}</p>
        </div>
      </div>
    </footer>
  );
}
