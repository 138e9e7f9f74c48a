import { StaticImage } from '@/components/ui/StaticImage';
import { AppLink } from '@/components/ui/AppLink';
import type { AppLocale } from '@/lib/i18n/locales';
import type { BlogSummary } from '@/lib/content/types';
import { pick } from '@/lib/i18n/pick';
import { href } from '@/lib/routing/links';
import { formatDate } from '@/lib/format/date';

export function BlogCard({ blog, locale, readMore, headingLevel = 2 }: { blog: BlogSummary; locale: AppLocale; readMore: string; headingLevel?: 2 | 3 }) {
  const H = `h${headingLevel}` as const;
  const title = pick(blog.title, locale);
  return (
    <li className="card">
      {blog.image ? <StaticImage src={blog.image} alt="" width={480} height={270} sizes="(max-width: 640px) 100vw, 33vw" /> : null}
      <H>
        <AppLink href={href(`/blog/${blog.slug}`, locale)}>{title}</AppLink>
      </H>
      <p className="card-meta">
        <time dateTime={blog.publishedAt}>{formatDate(blog.publishedAt, locale)}</time>
      </p>
      <p>{pick(blog.excerpt, locale)}</p>
      {/* The title in the text too: search engines skip links named only "Read more" (Lighthouse link-text). */}
      <AppLink href={href(`/blog/${blog.slug}`, locale)} className="card-link" aria-hidden="true" tabIndex={-1}>
        {readMore}
        <span className="sr-only">: {title}</span>
      </AppLink>
    </li>
  );
}
