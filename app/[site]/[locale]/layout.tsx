import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import { loadSite } from '@/lib/tenant/site';
import { themeCss } from '@/lib/tenant/theme';
import { pageLocale, type SiteParams } from '@/lib/i18n/server';
import { dirOf } from '@/lib/i18n/locales';
import { pick } from '@/lib/i18n/pick';
import { latinFont, arabicFontFaceCss } from '@/lib/fonts';
import { Header } from '@/components/shell/Header';
import { Footer } from '@/components/shell/Footer';
import { AppChecks } from '@/components/shell/AppChecks';
import { Monitoring } from '@/components/shell/Monitoring';
import { HealthMaintenance, Maintenance, SiteUnavailable } from '@/components/shell/states/SiteStates';
import { NotFoundBody } from '@/components/shell/NotFoundBody';
import { GuestCartReset } from '@/components/auth/GuestCartReset';
import { Toasts } from '@/components/shell/Toasts';
import { splitSiteSegment } from '@/lib/routing/bare';
import { LeadSlot, NewsletterSlot } from '@/components/forms/ContentIslands';
import { gtmAfterLoad, tagContainers } from '@/lib/tenant/tag-manager';
import { pwaIconHref, pwaManifestHref } from '@/lib/offline/manifest';
import '../../globals.css';
import '../../content.css';

// Rendered once per host and locale, then served from the cache (DESIGN §2).
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): SiteParams[] {
  return [];
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { host, locale } = await pageLocale(params);
  const state = await loadSite(host);
  if (state.kind === 'unknown-host' || state.kind === 'not-found') {
    const t = await getTranslations({ locale, namespace: 'states' });
    return { title: t('pageNotFound'), robots: { index: false } };
  }
  const name = pick(state.site.name, locale);
  return {
    title: { default: name, template: `%s | ${name}` },
    description: pick(state.site.description, locale),
    icons: state.site.faviconUrl ? { icon: state.site.faviconUrl, apple: pwaIconHref(192) } : { apple: pwaIconHref(192) },
    // Issue 25: installable, per venue (app/pwa/[file]); a link, no script.
    manifest: state.kind === 'ok' ? pwaManifestHref(locale) : undefined,
    robots: state.kind === 'ok' ? undefined : { index: false },
  };
}

export default async function RootLayout({ children, params }: { children: React.ReactNode; params: Promise<SiteParams> }) {
  const { host, locale } = await pageLocale(params);
  const state = await loadSite(host);
  const t = await getTranslations({ locale, namespace: 'common' });
  const tt = await getTranslations({ locale, namespace: 'time' });
  const tv = await getTranslations({ locale, namespace: 'version' });
  const ts = await getTranslations({ locale, namespace: 'states' });
  const ta = await getTranslations({ locale, namespace: 'appwide' });
  const site = 'site' in state ? state.site : null;
  // Spec §2: /event-invite and /home-bsl hide header, footer and sub-header (lib/routing/bare.ts).
  const bare = splitSiteSegment((await params).site).bare;

  let body: React.ReactNode;
  switch (state.kind) {
    case 'unknown-host':
    case 'disabled':
      body = <SiteUnavailable locale={locale} />;
      break;
    case 'not-found':
      body = <NotFoundBody locale={locale} />;
      break;
    case 'maintenance':
      body = <Maintenance locale={locale} title={state.site.maintenance?.title} message={state.site.maintenance?.message} />;
      break;
    case 'health':
      body = <HealthMaintenance locale={locale} notice={state.notice} />;
      break;
    case 'ok':
      body = (
        <>
          {bare ? null : <Header site={state.site} tenant={state.tenant} locale={locale} />}
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          {bare ? null : <Footer site={state.site} tenant={state.tenant} locale={locale} slot={<NewsletterSlot locale={locale} />} />}
          {bare ? null : <LeadSlot site={state.site} locale={locale} />}
          <GuestCartReset host={state.tenant.host} />
          <Toasts dir={dirOf(locale)} label={ta('notifications')} />
        </>
      );
  }

  const containers = site ? tagContainers(site) : [];
  return (
    <html lang={locale} dir={dirOf(locale)} className={latinFont.variable}>
      <head>
        <style>{arabicFontFaceCss}</style>
        {site ? <style>{themeCss(site.theme)}</style> : null}
      </head>
      <body
        data-loading-label={t('loading')}
        data-error-title={ts('errorTitle')}
        data-error-body={ts('errorBody')}
        data-retry-label={t('retry')}
        data-captcha-key={site?.recaptchaSiteKey ?? process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY ?? ''}
        data-captcha-loading={ta('captcha.loading')}
        data-captcha-expired={ta('captcha.expired')}
        data-captcha-error={ta('captcha.error')}
      >
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        {state.kind === 'ok' ? body : <main id="main">{body}</main>}
        {state.kind === 'ok' ? (
          <AppChecks
            labels={{
              timeTitle: tt('title'),
              timeBody: tt('body'),
              deviceTime: tt('deviceTime'),
              serverTime: tt('serverTime'),
              reload: tt('reload'),
              versionTitle: tv('title'),
              versionBody: tv('body'),
              update: tv('update'),
            }}
          />
        ) : null}
        <Monitoring dsn={process.env.NEXT_PUBLIC_SENTRY_DSN ?? null} />
        {containers.length ? (
          // Spec §3 gtm_code and krews_gtm_code: each container loads once the page is usable (after onload). A plain
          // inline script (the CSP allows Next's inline scripts), so no page ships next/script for it (issue 27 §2).
          <script id="gtm-containers" dangerouslySetInnerHTML={{ __html: gtmAfterLoad(containers) }} />
        ) : null}
      </body>
    </html>
  );
}

