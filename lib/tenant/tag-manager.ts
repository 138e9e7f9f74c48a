import type { Site } from '@/lib/tenant/types';

/** A tag-manager container id; anything else in the config is ignored (it is written into an inline script). */
const CONTAINER = /^GTM-[A-Z0-9]{4,12}$/;

/** Spec §3 site config `gtm_code` and `krews_gtm_code`: the valid, distinct containers of the venue, in that order. */
export function tagContainers(site: Pick<Site, 'gtmCode' | 'krewsGtmCode'>): string[] {
  const ids = [site.gtmCode, site.krewsGtmCode].filter((id): id is string => !!id && CONTAINER.test(id));
  return [...new Set(ids)];
}

/** Google's container snippet for one id (the id is checked by `tagContainers`); all containers share `dataLayer`. */
export function gtmSnippet(id: string): string {
  if (!CONTAINER.test(id)) throw new Error(`not a tag-manager container id: ${id}`);
  return `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');`;
}

/**
 * The containers' snippets run once the page is usable, as next/script's `lazyOnload` did: after the window's load
 * event, when the browser is idle (a timeout where there is no requestIdleCallback). Each id is checked by `gtmSnippet`.
 */
export function gtmAfterLoad(ids: string[]): string {
  const run = ids.map(gtmSnippet).join('');
  return `(function(){var r=function(){${run}};var i=function(){if(window.requestIdleCallback)window.requestIdleCallback(r);else setTimeout(r,1)};if(document.readyState==='complete')i();else window.addEventListener('load',i,{once:true})})();`;
}
