import { notFound } from 'next/navigation';
import type { SiteParams } from '@/lib/i18n/server';
import { contentContext } from '@/lib/content/page-context';
import { settle } from '@/lib/settle';
import { loadBlogs } from '@/lib/catalogue/content-loaders';
import { pick } from '@/lib/i18n/pick';
import { pageMetadata } from '@/lib/seo/metadata';
import { BlogCard } from './BlogCard';
import { ContentListHead, ListState } from './ContentListHead';
import { Pager } from '@/components/ui/Pager';

export async function blogsMetadata(params: Promise<SiteParams>, page: number) {
  const { host, locale, site, t } = await contentContext(params);
  return pageMetadata({
    host,
    locale,
    path: page > 1 ? `/blogs?page=${page}` : '/blogs',
    title: page > 1 ? t('blogsPageTitle', { page }) : t('blogsTitle'),
    description: t('blogsIntro', { venue: pick(site.name, locale) }),
  });
}

/** Spec §2 /blogs: 16 per page (spec §9), newest first. */
export async function BlogsView({ params, page }: { params: Promise<SiteParams>; page: number }) {
  const { host, locale, site, venue, t } = await contentContext(params);
  const res = await settle(() => loadBlogs(venue, page));
  if (res.ok && page > 1 && page > res.value.totalPages) notFound();
  return (
    <div className="container content-list">
      <ContentListHead host={host} locale={locale} title={t('blogsTitle')} path="/blogs" intro={t('blogsIntro', { venue: pick(site.name, locale) })} />
      <ListState ok={res.ok} empty={res.ok && res.value.items.length === 0} errorText={t('listError')} emptyText={t('noBlogs')} />
      {res.ok && !(res.value.items.length === 0) ? (
        <>
          <ul className="card-grid">
            {res.value.items.map((b) => (
              <BlogCard key={b.id} blog={b} locale={locale} readMore={t('readMore')} />
            ))}
          </ul>
          <Pager basePath="/blogs" page={res.value.page} totalPages={res.value.totalPages} locale={locale} />
        </>
      ) : null}
    </div>
  );
}
