import { AppLink } from '@/components/ui/AppLink';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/links';
import { breadcrumbList } from '@/lib/seo/json-ld';
import { JsonLd } from '@/components/seo/JsonLd';

export interface Crumb {
  name: string;
  /** Visible path; for the last crumb (the current page) it is the page's own path, used in the JSON-LD. */
  path: string;
}

/**
 * Visible breadcrumb trail plus its schema.org BreadcrumbList (issue 3 SEO). Home comes first; `crumbs` follow it
 * and the last one is the current page. Words from the `breadcrumbs` namespace with an explicit locale, so public
 * pages stay static.
 */
export async function Breadcrumbs({ host, locale, crumbs, className = 'breadcrumbs' }: { host: string; locale: AppLocale; crumbs: Crumb[]; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'breadcrumbs' });
  const all: Crumb[] = [{ name: t('home'), path: '/' }, ...crumbs];
  return (
    <>
      <nav aria-label={t('label')} className={className}>
        <ol>
          {all.map((c, i) => (
            <li key={i}>{i === all.length - 1 ? <span aria-current="page">{c.name}</span> : <AppLink href={href(c.path, locale)}>{c.name}</AppLink>}</li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbList(host, locale, all)} />
    </>
  );
}
