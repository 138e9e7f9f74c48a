import { cachedRead } from '@/lib/cached-read';
import type { SiteParams } from '@/lib/i18n/server';
import { contentItem, contentItemMetadata, slugParam } from '@/lib/content/page-context';
import { getConfiguredForm } from '@/lib/provider/form-calls';
import { tags } from '@/lib/cache-tags';
import { pick } from '@/lib/i18n/pick';
import { countrySelectOptions } from '@/lib/countries/countries';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { ConfiguredForm } from '@/components/forms/ConfiguredForm';
import { clientFields, formLabels } from '@/components/forms/labels';

type Params = Promise<SiteParams & { slug: string }>;

const load = (params: Params) =>
  contentItem(params, (ctx, p) => {
    const slug = slugParam(p.slug);
    return cachedRead(['content', ctx.host, 'form', slug], [tags.item(ctx.host, 'forms', slug), tags.venue(ctx.host)], () => getConfiguredForm({ siteToken: ctx.tenant.siteToken }, slug));
  });

export const generateMetadata = contentItemMetadata(load, (form, locale) => ({ path: `/form/${form.slug}`, title: pick(form.title, locale), description: pick(form.description, locale) }));

/** A configured form (spec §2 /form/{slug}) with every additional-field type of spec §3. */
export default async function FormPage({ params }: { params: Params }) {
  const { host, locale, item: form } = await load(params);
  const title = pick(form.title, locale);
  const fields = clientFields(form.fields, locale);
  return (
    <div className="container content-page">
      <Breadcrumbs host={host} locale={locale} crumbs={[{ name: title, path: `/form/${form.slug}` }]} />
      <h1>{title}</h1>
      {pick(form.description, locale) ? <p className="lead-text">{pick(form.description, locale)}</p> : null}
      <ConfiguredForm
        slug={form.slug}
        locale={locale}
        fields={fields}
        labels={await formLabels(locale)}
        countries={fields.some((f) => f.type === 'country' && !f.options.length) ? countrySelectOptions(locale) : []}
      />
    </div>
  );
}

export const revalidate = 300;
export const dynamicParams = true;
export { generateStaticParams } from '@/components/catalogue/page-scaffold';
