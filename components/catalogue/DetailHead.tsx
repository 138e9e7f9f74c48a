import type { ReactNode } from 'react';
import { StaticImage } from '@/components/ui/StaticImage';
import { isVector } from '@/lib/format/image';
import { SafeHtml } from '@/components/ui/SafeHtml';

/** The head of a catalogue detail page (events, training, academy): image, eyebrow, name, then what the page adds. */
export function DetailHead({ image, name, eyebrow, children }: { image: string | null; name: string; eyebrow: string | null; children: ReactNode }) {
  return (
    <header className="detail-head">
      {image ? <StaticImage src={image} unoptimized={isVector(image)} alt={name} width={960} height={540} priority sizes="(max-width: 900px) 100vw, 60vw" className="detail-image" /> : null}
      <div className="detail-intro">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1>{name}</h1>
        {children}
      </div>
    </header>
  );
}

/** The detail page's About section: the provider's HTML, sanitised. */
export function AboutSection({ title, html }: { title: string; html: string }) {
  return (
    <section aria-labelledby="about-heading">
      <h2 id="about-heading">{title}</h2>
      <SafeHtml html={html} />
    </section>
  );
}
