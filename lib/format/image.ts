/**
 * Vector images gain nothing from the image optimizer (it passes SVG through unchanged) and only add a round
 * trip, so they are served as they are (next/image `unoptimized`).
 */
export function isVector(src: string | null | undefined): boolean {
  return !!src && /\.svg(?:$|[?#])/i.test(src);
}
