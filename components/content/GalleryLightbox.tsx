'use client';
import Image from 'next/image';
import { Modal } from '@/components/ui/Modal';
import type { GalleryLabels, GalleryPhoto } from './Gallery';

/**
 * The gallery's lightbox (spec §2): loaded when a photo is first opened, so the media library's first load carries
 * neither the dialog nor next/image's client code (issue 27 §2).
 */
export default function GalleryLightbox({
  photos,
  index,
  labels,
  onClose,
  onMove,
}: {
  photos: GalleryPhoto[];
  index: number | null;
  labels: GalleryLabels;
  onClose: () => void;
  onMove: (delta: number) => void;
}) {
  const photo = index === null ? null : photos[index];
  return (
    <Modal open={photo !== null} onClose={onClose} title={photo?.caption ?? ''} closeLabel={labels.close} className="lightbox">
      {photo && index !== null ? (
        <div className="lightbox-body">
          <figure>
            <Image src={photo.src} alt={photo.caption} width={photo.width} height={photo.height} sizes="(max-width: 1000px) 100vw, 1000px" className="lightbox-image" />
            <figcaption aria-live="polite">{labels.counter[index]}</figcaption>
          </figure>
          <p className="sr-only">{labels.hint}</p>
          <div className="lightbox-nav">
            <button type="button" className="button button-outline" onClick={() => onMove(-1)}>
              {labels.previous}
            </button>
            <button type="button" className="button button-outline" onClick={() => onMove(1)}>
              {labels.next}
            </button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
