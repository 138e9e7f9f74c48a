import { StaticImage } from '@/components/ui/StaticImage';
import { isVector } from '@/lib/format/image';
import { AppLink } from '@/components/ui/AppLink';
import { getTranslations } from 'next-intl/server';
import type { Site } from '@/lib/tenant/types';
import type { Tenant } from '@/lib/tenant/tenants';
import type { AppLocale } from '@/lib/i18n/locales';
import { pick } from '@/lib/i18n/pick';
import { href } from '@/lib/routing/links';
import { headerBookingsEntry } from '@/lib/self-service/menu';
import { NavMenu } from './NavMenu';
import { MobileDrawer } from './MobileDrawer';
import { LanguageSwitch } from './LanguageSwitch';
import { CartButton } from './CartButton';
import { UserMenu } from './UserMenu';
import { SignOutSync } from './SignOutSync';
import { SearchTrigger } from './SearchTrigger';
import { TextSize } from './TextSize';
import type { NavLinkView } from './types';

export function navView(site: Site, locale: AppLocale): NavLinkView[] {
  const map = (items: Site['nav']): NavLinkView[] =>
    items.map((i) => ({ label: pick(i.label, locale), href: i.external ? i.href : href(i.href, locale), external: i.external, children: map(i.children) }));
  return map(site.nav);
}

/** Spec §2 header. Everything that depends on the visitor (login, cart) is a client island; the rest is cached HTML. */
export async function Header({ site, tenant, locale }: { site: Site; tenant: Tenant; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'nav' });
  const ts = await getTranslations({ locale, namespace: 'search' });
  const tc = await getTranslations({ locale, namespace: 'common' });
  const other: AppLocale = locale === 'ar' ? 'en' : 'ar';
  const otherName = other === 'ar' ? t('switchToArabic') : t('switchToEnglish');
  const items = navView(site, locale);
  const name = pick(site.name, locale);
  const tm = await getTranslations({ locale, namespace: 'selfService.menu' });
  // The profile menu's own rule picks the link, so a venue without facility booking links to a history it has.
  const bookings = headerBookingsEntry({ sections: site.sections, facilityBooking: site.facilityBooking.enabled, myBookingsLabel: tenant.myBookingsLabel, partner: false, allowSupport: false });
  const langSwitch = (cls?: string) =>
    site.enableArabic || locale === 'ar' ? (
      <LanguageSwitch target={other} label={t('switchLanguageLabel', { language: otherName })} text={otherName} className={cls} />
    ) : null;

  const userMenuProps = {
    loginHref: href('/login', locale),
    profileHref: href('/profile/user', locale),
    bookingsHref: bookings ? href(bookings.path, locale) : null,
    logoutHref: href('/logout', locale),
    labels: { login: t('login'), profile: t('profile'), bookings: bookings ? tm(bookings.key) : '', logout: t('logout') },
  };
  return (
    <header className="site-header">
      <div className="header-inner">
        <MobileDrawer
          items={items}
          labels={{ open: t('openMenu'), close: t('closeMenu'), menu: t('mainMenu'), newTab: tc('opensInNewTab') }}
          footer={
            <>
              {langSwitch('button button-outline')}
              <UserMenu variant="drawer" {...userMenuProps} />
            </>
          }
        />
        <AppLink href={href('/', locale)} className="brand">
          {site.logoUrl ? <StaticImage src={site.logoUrl} unoptimized={isVector(site.logoUrl)} alt={name} width={190} height={48} loading="eager" className="brand-logo" /> : <span className="brand-name">{name}</span>}
        </AppLink>
        <NavMenu items={items} label={t('mainMenu')} newTabHint={tc('opensInNewTab')} submenuLabel={t.raw('submenu') as string} />
        <div className="header-actions">
          {site.enableSearch ? (
            <SearchTrigger
              label={t('search')}
              locale={locale}
              labels={{
                title: ts('title'),
                placeholder: ts('placeholder'),
                noResults: ts('noResults'),
                searching: ts('searching'),
                close: tc('close'),
                results: ts('results'),
                types: { event: ts('typeEvent'), trainer: ts('typeTrainer'), academy: ts('typeAcademy') },
              }}
            />
          ) : null}
          <CartButton
            host={tenant.host}
            href={href('/cart', locale)}
            label={t('cart')}
            countLabels={[...Array.from({ length: 11 }, (_, n) => t('cartWithCount', { count: n })), t('cartMoreThan', { count: 10 })]}
          />
          <span className="wide-only">{langSwitch()}</span>
          <TextSize
            label={t('textSize')}
            names={{ small: t('textSizeSmall'), medium: t('textSizeMedium'), large: t('textSizeLarge'), xlarge: t('textSizeExtraLarge') }}
          />
          <UserMenu bookingsIcon={site.specialMode} {...userMenuProps} />
          <SignOutSync host={tenant.host} />
        </div>
      </div>
    </header>
  );
}
