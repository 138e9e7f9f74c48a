import { preload } from 'react-dom';
import { getImgProps, type ImageProps } from 'next/dist/shared/lib/get-img-props';
import type { ImageConfigComplete } from 'next/dist/shared/lib/image-config';
import defaultLoader from 'next/dist/shared/lib/image-loader';

/**
 * An optimised image as plain HTML (issue 27 §2): the same <img> next/image renders (srcset through the image
 * optimizer, sizes, lazy loading, `priority` as fetchpriority=high, eager and preloaded), with no client JavaScript.
 * next/image's own component is a client component, and even its `getImageProps` export pulls that component into
 * the page's bundle (the module imports both), so this calls the shared helper it is built on. For images that
 * need no interaction (every card, logo and hero; Gallery's lightbox keeps next/image).
 */
export function StaticImage(input: Omit<ImageProps, 'loader' | 'placeholder' | 'blurDataURL' | 'onLoad' | 'onError' | 'onLoadingComplete'>) {
  // A priority image is the page's LCP candidate: fetched first (fetchpriority=high), eagerly, and preloaded.
  const { props } = getImgProps(input.priority ? { fetchPriority: 'high', ...input } : input, {
    defaultLoader,
    // Replaced at build time by Next's define plugin with the `images` settings of next.config.mjs, as in next/image.
    imgConf: process.env.__NEXT_IMAGE_OPTS as unknown as ImageConfigComplete,
  });
  if (input.priority) {
    // As next/image does for a priority image in the App Router: a preload in the head, found before the <img>.
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      crossOrigin: props.crossOrigin,
      referrerPolicy: props.referrerPolicy,
      fetchPriority: props.fetchPriority,
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- this is next/image's markup, rendered without its client code.
  return <img {...props} alt={props.alt} data-nimg={input.fill ? 'fill' : '1'} />;
}
