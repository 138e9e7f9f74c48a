import type { SiteParams } from '@/lib/i18n/server';
import { BlogsView, blogsMetadata } from '@/components/content/BlogsView';

export function generateMetadata({ params }: { params: Promise<SiteParams> }) {
  return blogsMetadata(params, 1);
}

/** /blogs (spec §2); later pages are /blogs?page=N, rewritten to blogs/page/[page]. */
export default function BlogsPage({ params }: { params: Promise<SiteParams> }) {
  return <BlogsView params={params} page={1} />;
}
