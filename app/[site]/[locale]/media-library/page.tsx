import type { SiteParams } from '@/lib/i18n/server';
import { contentList, contentListMetadata } from '@/lib/content/page-context';
import { getGallery } from '@/lib/provider/content';
import { pick } from '@/lib/i18n/pick';
import { ContentListHead, ListState } from '@/components/content/ContentListHead';
import { Gallery } from '@/components/content/Gallery';
import { StaticImage } from '@/components/ui/StaticImage';

export const generateMetadata = contentListMetadata('/media-library', 'galleryTitle', 'galleryIntro');

/** Spec §2 /media-library: the gallery with a lightbox. */
export default async function MediaLibraryPage({ params }: { params: Promise<SiteParams> }) {
  const { host, locale, site, t, res } = await contentList(params, getGallery);
  const photos = res.ok ? res.value.map((g) => ({ id: g.id, src: g.src, caption: pick(g.caption, locale), width: g.width, height: g.height })) : [];
  return (
    <div className="container content-list">
      <ContentListHead host={host} locale={locale} title={t('galleryTitle')} path="/media-library" intro={t('galleryIntro', { venue: pick(site.name, locale) })} />
      <ListState ok={res.ok} empty={res.ok && photos.length === 0} errorText={t('listError')} emptyText={t('noImages')} />
      {res.ok && !(photos.length === 0) ? (
        <Gallery
          photos={photos}
          thumbs={photos.map((p) => (
            <StaticImage key={p.id} src={p.src} alt="" width={400} height={Math.round((400 * p.height) / p.width)} sizes="(max-width: 640px) 50vw, 25vw" />
          ))}
          labels={{
            open: photos.map((p) => t('openImage', { caption: p.caption })),
            close: t('lightboxClose'),
            previous: t('lightboxPrevious'),
            next: t('lightboxNext'),
            counter: photos.map((_, i) => t('lightboxCounter', { n: i + 1, total: photos.length })),
            hint: t('lightboxHint'),
          }}
        />
      ) : null}
    </div>
  );
}
