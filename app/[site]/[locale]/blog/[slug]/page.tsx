import { StaticImage } from '@/components/ui/StaticImage';
import { AppLink } from '@/components/ui/AppLink';
import type { SiteParams } from '@/lib/i18n/server';
import { contentItem, contentItemMetadata, slugParam } from '@/lib/content/page-context';
import { getBlog } from '@/lib/provider/content';
import { pick } from '@/lib/i18n/pick';
import { href } from '@/lib/routing/links';
import { htmlToText } from '@/lib/content/sanitize';
import { blogPosting } from '@/lib/seo/json-ld';
import { SafeHtml } from '@/components/ui/SafeHtml';
import { JsonLd } from '@/components/seo/JsonLd';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { formatDate } from '@/lib/format/date';

type Params = Promise<SiteParams & { slug: string }>;

const load = (params: Params) => contentItem(params, (ctx, p) => getBlog(ctx.venue, slugParam(p.slug)));

export const generateMetadata = contentItemMetadata(load, (blog, locale) => ({
  path: `/blog/${blog.slug}`,
  title: pick(blog.title, locale),
  description: pick(blog.excerpt, locale) || htmlToText(pick(blog.html, locale), 160),
  image: blog.image,
  type: 'article',
}));

/** Blog details (spec §2 /blog/{slug}): provider HTML rendered sanitized. */
export default async function BlogPage({ params }: { params: Params }) {
  const { host, locale, site, item: blog, t } = await load(params);
  const title = pick(blog.title, locale);
  const path = `/blog/${blog.slug}`;
  return (
    <article className="container content-page">
      <Breadcrumbs host={host} locale={locale} crumbs={[{ name: t('blogsTitle'), path: '/blogs' }, { name: title, path }]} />
      <h1>{title}</h1>
      <p className="card-meta">
        {pick(blog.author, locale) ? `${t('byAuthor', { author: pick(blog.author, locale) })} · ` : null}
        <time dateTime={blog.publishedAt}>{t('published', { date: formatDate(blog.publishedAt, locale) })}</time>
      </p>
      {blog.image ? <StaticImage src={blog.image} alt="" width={960} height={540} sizes="(max-width: 960px) 100vw, 960px" priority className="content-image" /> : null}
      <SafeHtml html={pick(blog.html, locale)} />
      <p>
        <AppLink href={href('/blogs', locale)}>{t('backToBlogs')}</AppLink>
      </p>
      <JsonLd
        data={blogPosting(host, locale, {
          path,
          title,
          description: pick(blog.excerpt, locale),
          image: blog.image,
          author: pick(blog.author, locale),
          publishedAt: blog.publishedAt,
          publisher: pick(site.name, locale),
        })}
      />
    </article>
  );
}

export const revalidate = 300;
export const dynamicParams = true;
export { generateStaticParams } from '@/components/catalogue/page-scaffold';
