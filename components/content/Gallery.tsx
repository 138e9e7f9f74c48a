'use client';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

// The lightbox's code (the dialog, next/image) loads when a photo is first opened (issue 27 §2).
const GalleryLightbox = lazy(() => import('./GalleryLightbox'));

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
 * The media library grid with its lightbox (spec §2 gallery). The thumbnails come rendered from the server (plain
 * optimised <img>, no client image code); the lightbox is the house's native-dialog modal (focus stays inside, Escape
 * closes, focus returns to the photo that opened it); arrow keys move between photos, mirrored in right-to-left
 * layouts.
 */
export function Gallery({ photos, thumbs, labels }: { photos: GalleryPhoto[]; thumbs: ReactNode[]; labels: GalleryLabels }) {
  const [index, setIndex] = useState<number | null>(null);
  const [loaded, setLoaded] = useState(false);
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
                setLoaded(true);
                setIndex(i);
              }}
            >
              {thumbs[i]}
            </button>
            <p className="gallery-caption">{p.caption}</p>
          </li>
        ))}
      </ul>
      {loaded ? (
        <Suspense fallback={null}>
          <GalleryLightbox photos={photos} index={index} labels={labels} onClose={close} onMove={move} />
        </Suspense>
      ) : null}
    </>
  );
}
