import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/locales';
import type { Site } from '@/lib/tenant/types';
import type { Tenant } from '@/lib/tenant/tenants';
import { pick } from '@/lib/i18n/pick';
import { href } from '@/lib/routing/links';
import { loadEvents } from '@/lib/catalogue/loaders';
import { settle } from '@/lib/settle';
import { fromPriceText } from './catalogue-list';
import { HomeSection } from '@/components/content/HomeSection';
import { CatalogueCard } from './CatalogueCard';
import { eventDates } from './event-text';

const FEATURED = 3;

/** Home: the next few events when the venue sells events (issue 3: featured sections of what the venue enables). */
export async function HomeEvents({ site, tenant, locale }: { site: Site; tenant: Tenant; locale: AppLocale }) {
  if (!site.sections.includes('events')) return null;
  const res = await settle(() => loadEvents(tenant, 1));
  // A provider fault leaves the home page without this section rather than failing it.
  if (!res.ok || !res.value.items.length) return null;
  const t = await getTranslations({ locale, namespace: 'events' });
  return (
    <HomeSection id="home-events" title={t('upcomingTitle')} viewAll={{ href: href('/events', locale), label: t('viewAll') }}>
      <div className="card-grid">
        {res.value.items.slice(0, FEATURED).map((e) => (
          <CatalogueCard
            key={e.id}
            title={pick(e.name, locale)}
            link={href(`/events/${e.id}`, locale)}
            image={e.image}
            facts={[eventDates(e, locale, (v) => t('dates', v)), pick(e.summary, locale)]}
            price={fromPriceText(e, t, site)}
          />
        ))}
      </div>
    </HomeSection>
  );
}
