import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/locales';
import type { Site } from '@/lib/provider/types';
import type { Tenant } from '@/lib/tenant/tenants';
import { pick } from '@/lib/i18n/pick';
import { href } from '@/lib/routing/links';
import { loadEvents } from '@/lib/catalogue/loaders';
import { settle } from '@/lib/settle';
import { formatTicketPrice } from '@/lib/format/price';
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
    <section className="container home-section" aria-labelledby="home-events">
      <div className="section-head">
        <h2 id="home-events">{t('upcomingTitle')}</h2>
        <Link href={href('/events', locale)}>{t('viewAll')}</Link>
      </div>
      <div className="card-grid">
        {res.value.items.slice(0, FEATURED).map((e) => (
          <CatalogueCard
            key={e.id}
            title={pick(e.name, locale)}
            link={href(`/events/${e.id}`, locale)}
            image={e.image}
            facts={[eventDates(e, locale, (v) => t('dates', v)), pick(e.summary, locale)]}
            price={e.fromPrice ? t('fromPrice', { price: formatTicketPrice(e.fromPrice.price, e.fromPrice.tax, 1, site.currency) }) : null}
          />
        ))}
      </div>
    </section>
  );
}
