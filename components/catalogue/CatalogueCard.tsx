import { StaticImage } from '@/components/ui/StaticImage';
import { isVector } from '@/lib/format/image';
import { AppLink } from '@/components/ui/AppLink';

/** One item of a catalogue list: image, linked title, a few facts and a price. */
export function CatalogueCard({
  title,
  link,
  image,
  facts,
  price,
  priority,
}: {
  title: string;
  link: string;
  image: string | null;
  facts: Array<string | null>;
  price?: string | null;
  priority?: boolean;
}) {
  return (
    <article className="card catalogue-card">
      {image ? (
        <StaticImage src={image} unoptimized={isVector(image)} alt={title} width={480} height={270} sizes="(max-width: 640px) 100vw, (max-width: 1100px) 50vw, 33vw" priority={priority} />
      ) : null}
      <h2 className="card-title">
        <AppLink href={link}>{title}</AppLink>
      </h2>
      {facts.filter(Boolean).map((f, i) => (
        <p key={i} className="card-fact">
          {f}
        </p>
      ))}
      {price ? <p className="card-price">{price}</p> : null}
    </article>
  );
}
