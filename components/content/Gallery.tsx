'use client';
import Image from 'next/image';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Modal } from '@/components/ui/Modal';

export interface GalleryPhoto {
  id: number;
  src: string;
  caption: string;
  width: number;
  height: number;
}

export interface GalleryLabels {
  open: string[];
  close: string;
  previous: string;
  next: string;
  counter: string[];
  hint: string;
}

/**
 * The media library grid with its lightbox (spec §2 gallery). The lightbox is the house's native-dialog modal (focus
 * stays inside, Escape closes, focus returns to the photo that opened it); arrow keys move between photos, mirrored
 * in right-to-left layouts.
 */
export function Gallery({ photos, labels }: { photos: GalleryPhoto[]; labels: GalleryLabels }) {
  const [index, setIndex] = useState<number | null>(null);
  const openers = useRef<Array<HTMLButtonElement | null>>([]);
  const last = useRef(0);
  const count = photos.length;
  const move = useCallback((delta: number) => setIndex((i) => (i === null ? i : (i + delta + count) % count)), [count]);

  const close = () => {
    setIndex(null);
    openers.current[last.current]?.focus();
  };
  const isOpen = index !== null;
  useEffect(() => {
    if (!isOpen) return;
    // On the document, so the keys work wherever focus is inside the dialog (its close button has it first).
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
      e.preventDefault();
      const rtl = document.documentElement.dir === 'rtl';
      const forward = e.key === 'ArrowRight' ? !rtl : rtl;
      move(forward ? 1 : -1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, move]);
  const photo = index === null ? null : photos[index];

  return (
    <>
      <ul className="gallery-grid">
        {photos.map((p, i) => (
          <li key={p.id}>
            <button
              type="button"
              className="gallery-thumb"
              ref={(el) => {
                openers.current[i] = el;
              }}
              aria-label={labels.open[i]}
              onClick={() => {
                last.current = i;
                setIndex(i);
              }}
            >
              <Image src={p.src} alt="" width={400} height={Math.round((400 * p.height) / p.width)} sizes="(max-width: 640px) 50vw, 25vw" />
            </button>
            <p className="gallery-caption">{p.caption}</p>
          </li>
        ))}
      </ul>
      <Modal open={photo !== null} onClose={close} title={photo?.caption ?? ''} closeLabel={labels.close} className="lightbox">
        {photo && index !== null ? (
          <div className="lightbox-body">
            <figure>
              <Image src={photo.src} alt={photo.caption} width={photo.width} height={photo.height} sizes="(max-width: 1000px) 100vw, 1000px" className="lightbox-image" />
              <figcaption aria-live="polite">{labels.counter[index]}</figcaption>
            </figure>
            <p className="sr-only">{labels.hint}</p>
            <div className="lightbox-nav">
              <button type="button" className="button button-outline" onClick={() => move(-1)}>
                {labels.previous}
              </button>
              <button type="button" className="button button-outline" onClick={() => move(1)}>
                {labels.next}
              </button>
            </div>
          </div>
        ) : null}
      </Modal>
    </>
  );
}
