import { notFound } from 'next/navigation';
import type { SiteParams } from '@/lib/i18n/server';
import { BlogsView, blogsMetadata } from '@/components/content/BlogsView';

type Params = Promise<SiteParams & { page: string }>;

async function pageNumber(params: Params): Promise<number> {
  const { page } = await params;
  if (!/^[1-9]\d{0,3}$/.test(page)) notFound();
  return Number(page);
}

export async function generateMetadata({ params }: { params: Params }) {
  return blogsMetadata(params, await pageNumber(params));
}

/** /blogs?page=N (next.config.mjs maps the query to this segment so each page is cached on its own). */
export default async function BlogsPageN({ params }: { params: Params }) {
  return <BlogsView params={params} page={await pageNumber(params)} />;
}

export const revalidate = 300;
export const dynamicParams = true;
export { generateStaticParams } from '@/components/catalogue/page-scaffold';
