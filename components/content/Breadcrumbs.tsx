import Link from 'next/link';
import type { AppLocale } from '@/lib/i18n/locales';
import { href } from '@/lib/routing/links';
import { breadcrumbList } from '@/lib/seo/content-ld';
import { JsonLd } from '@/components/seo/JsonLd';

/** Visible trail plus its BreadcrumbList JSON-LD. The last crumb is the current page. */
export function Breadcrumbs({ host, locale, label, crumbs }: { host: string; locale: AppLocale; label: string; crumbs: Array<{ name: string; path: string }> }) {
  return (
    <>
      <nav aria-label={label} className="breadcrumbs">
        <ol>
          {crumbs.map((c, i) => (
            <li key={c.path}>{i === crumbs.length - 1 ? <span aria-current="page">{c.name}</span> : <Link href={href(c.path, locale)}>{c.name}</Link>}</li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbList(host, locale, crumbs)} />
    </>
  );
}
