import type { SiteParams } from '@/lib/i18n/server';
import { contentContext, tryList } from '@/lib/content/page-context';
import { getGallery } from '@/lib/provider/content';
import { pick } from '@/lib/i18n/pick';
import { pageMetadata } from '@/lib/seo/metadata';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { EmptyNotice, ErrorNotice } from '@/components/content/Notices';
import { Gallery } from '@/components/content/Gallery';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }) {
  const { host, locale, site, t } = await contentContext(params);
  return pageMetadata({ host, locale, path: '/media-library', title: t('galleryTitle'), description: t('galleryIntro', { venue: pick(site.name, locale) }) });
}

/** Spec §2 /media-library: the gallery with a lightbox. */
export default async function MediaLibraryPage({ params }: { params: Promise<SiteParams> }) {
  const { host, locale, site, venue, t } = await contentContext(params);
  const res = await tryList(() => getGallery(venue));
  const photos = res.ok ? res.value.map((g) => ({ id: g.id, src: g.src, caption: pick(g.caption, locale), width: g.width, height: g.height })) : [];
  return (
    <div className="container content-list">
      <Breadcrumbs host={host} locale={locale} crumbs={[{ name: t('galleryTitle'), path: '/media-library' }]} />
      <h1>{t('galleryTitle')}</h1>
      <p className="lead-text">{t('galleryIntro', { venue: pick(site.name, locale) })}</p>
      {!res.ok ? (
        <ErrorNotice>{t('listError')}</ErrorNotice>
      ) : photos.length === 0 ? (
        <EmptyNotice>{t('noImages')}</EmptyNotice>
      ) : (
        <Gallery
          photos={photos}
          labels={{
            open: photos.map((p) => t('openImage', { caption: p.caption })),
            close: t('lightboxClose'),
            previous: t('lightboxPrevious'),
            next: t('lightboxNext'),
            counter: photos.map((_, i) => t('lightboxCounter', { n: i + 1, total: photos.length })),
            hint: t('lightboxHint'),
          }}
        />
      )}
    </div>
  );
}
