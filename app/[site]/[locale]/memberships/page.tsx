import { StaticImage } from '@/components/ui/StaticImage';
import { isVector } from '@/lib/format/image';
import { getTranslations } from 'next-intl/server';
import type { SiteParams } from '@/lib/i18n/server';
import { sitePage, venueMetadata } from '@/lib/i18n/page';
import { pick } from '@/lib/i18n/pick';
import { loadMemberships } from '@/lib/catalogue/loaders';
import { settle } from '@/lib/settle';
import { formatPrice, formatTicketPrice } from '@/lib/format/price';
import { divideInstalment, instalmentInterval } from '@/lib/catalogue/instalments';
import { InstalmentSchedule } from '@/components/memberships/InstalmentSchedule';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { ListNotice } from '@/components/catalogue/ListNotice';
import { MembershipBuy } from '@/components/add-to-cart/MembershipBuy';
import { addLabels, addToCartT } from '@/components/add-to-cart/labels';

export const generateMetadata = venueMetadata('/memberships', 'memberships', 'title', 'metaDescription');

/** /memberships (spec §2): membership types, their packages and instalment plans (spec §9 divisor). */
export default async function MembershipsPage({ params }: { params: Promise<SiteParams> }) {
  const { host, locale, site, tenant } = await sitePage(params);
  const t = await getTranslations({ locale, namespace: 'memberships' });
  const te = await getTranslations({ locale, namespace: 'events' });
  const res = await settle(() => loadMemberships(tenant));
  const ta = await addToCartT(locale);
  const labels = await addLabels(locale);
  const tm = await getTranslations({ locale, namespace: 'money' });
  return (
    <>
      <Breadcrumbs host={host} locale={locale} crumbs={[{ name: t('title'), path: '/memberships' }]} className="breadcrumbs container" />
      <section className="container catalogue-list">
        <h1>{t('title')}</h1>
        {!res.ok ? <ListNotice kind="error">{t('loadError')}</ListNotice> : null}
        {res.ok && res.value.length === 0 ? <ListNotice kind="empty">{t('none')}</ListNotice> : null}
        {res.ok
          ? res.value.map((m, i) => (
              <section key={m.id} aria-labelledby={`membership-${m.id}`} className="membership card">
                {m.image ? <StaticImage src={m.image} unoptimized={isVector(m.image)} alt={pick(m.name, locale)} width={480} height={270} priority={i === 0} sizes="(max-width: 900px) 100vw, 30vw" /> : null}
                <div>
                  <h2 id={`membership-${m.id}`}>{pick(m.name, locale)}</h2>
                  {m.description ? <p>{pick(m.description, locale)}</p> : null}
                  {m.benefits.length ? (
                    <>
                      <h3>{t('benefits')}</h3>
                      <ul className="benefits">
                        {m.benefits.map((b, j) => (
                          <li key={j}>{pick(b, locale)}</li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                  <h3>{t('packages')}</h3>
                  <ul className="package-list">
                    {m.packages.map((p) => (
                      <li key={p.id} className="package">
                        <h4 className="package-name">{pick(p.name, locale)}</h4>
                        <p className="card-fact">
                          {t('duration', { count: p.durationMonths })} · {t('members', { count: p.members })}
                        </p>
                        {p.instalments.length ? null : (
                          <p className="card-price">
                            {t('payInFull')}: {formatTicketPrice(p.price, p.tax, 1, site.currency)}
                          </p>
                        )}
                        <MembershipBuy
                          host={host}
                          venueId={site.venueId}
                          timeZone={site.timeZone}
                          membership={{ id: m.id, name: m.name }}
                          pkg={{ id: p.id, name: p.name, price: p.price, tax: p.tax }}
                          plans={[
                            { id: null, divisor: 1, label: ta('payInFull', { price: formatTicketPrice(p.price, p.tax, 1, site.currency) }) },
                            ...p.instalments.map((plan) => {
                              const part = divideInstalment(p.price, p.tax, plan.divisor);
                              const intervalMonths = instalmentInterval(p.durationMonths, plan.divisor);
                              return { id: plan.id, divisor: plan.divisor, intervalMonths, label: ta('instalmentPlan', { count: part.count, price: formatPrice(part.total, site.currency) }) };
                            }),
                          ]}
                          text={{ legend: ta('paymentPlan'), buy: t('buy'), buyLabel: t('buyPackage', { name: `${pick(m.name, locale)}, ${pick(p.name, locale)}` }) }}
                          labels={labels}
                        />
                        {p.instalments.map((plan) => (
                          <InstalmentSchedule
                            key={plan.id}
                            price={p.price}
                            tax={p.tax}
                            divisor={plan.divisor}
                            intervalMonths={instalmentInterval(p.durationMonths, plan.divisor)}
                            startDate={null}
                            currency={site.currency}
                            locale={locale}
                            t={tm}
                          />
                        ))}
                      </li>
                    ))}
                  </ul>
                </div>
              </section>
            ))
          : null}
        <p className="vat-note">{te('vatNote')}</p>
      </section>
    </>
  );
}
