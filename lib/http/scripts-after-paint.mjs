/**
 * A page's framework scripts run after its first paint (issue 27 item 1; docs/decisions.md "Lighthouse render
 * delay"). Next puts every first-load chunk in the `<head>` as `<script async>`: on a fast line and a slow phone they
 * arrive while the document is still being parsed and run before anything is drawn, so the visitor looks at a blank
 * screen for the time React takes to evaluate (300-400 ms at 4 × CPU) though the whole page is already there.
 *
 * This rewrites the HTML of a page Next sends whole (a cached page): those tags leave the head, and one inline script
 * at the end of the body inserts the same scripts after the next frame (at once in a hidden tab, which draws no
 * frames). They are not preloaded: measured, a preload of each (even at low priority) held back the page's main
 * picture and brought the late first paint back. Next's runtime (`webpack-*.js`, 2 KB, preloaded by Next and placed
 * at the end of the shell, in the body) stays where it is: it only sets up chunk loading. A streamed page (a first
 * render) is left as Next wrote it, and a client navigation loads no document: both work as before.
 *
 * What it costs: hydration starts after the first frame and the scripts' download instead of during the parse, and
 * the `load` event can come before they are inserted. React finds the `<script async src>` elements it asked for by
 * `src`, so nothing is loaded twice.
 */

// React writes a preinitialised script as `src`, an optional id (the shell's bootstrap script), then `async`.
const HEAD_SCRIPT = /<script src="(\/_next\/static\/[^"&<>]+\.js)"(?: id="([A-Za-z0-9_]+)")? async=""><\/script>/g;

const LOADER_START = '<script>(function(){var s=';

/** The loader at the end of the body: `[src, id?]` pairs, inserted after the next frame (at once in a hidden tab). */
export function loaderScript(scripts) {
  return (
    LOADER_START +
    JSON.stringify(scripts.map(({ src, id }) => (id ? [src, id] : [src]))) +
    ',d=document;function go(){for(var i=0;i<s.length;i++){var e=d.createElement("script");' +
    'e.src=s[i][0];e.setAttribute("async","");if(s[i][1])e.id=s[i][1];d.head.appendChild(e)}}' +
    'if(d.visibilityState!=="visible")go();else requestAnimationFrame(function(){setTimeout(go,0)})})()</script>'
  );
}

/** The page with its head's framework scripts moved behind its first paint; anything else comes back unchanged. */
export function scriptsAfterFirstPaint(html) {
  const headEnd = html.indexOf('</head>');
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd) return html;
  const head = html.slice(0, headEnd);
  const scripts = [];
  const newHead = head.replace(HEAD_SCRIPT, (_, src, id) => {
    scripts.push({ src, id });
    return '';
  });
  if (!scripts.length) return html;
  return newHead + html.slice(headEnd, bodyEnd) + loaderScript(scripts) + html.slice(bodyEnd);
}

/** The scripts a rewritten page's loader inserts (the page weight counts them: scripts/bench/measure.mjs). */
export function loaderScripts(html) {
  const at = html.lastIndexOf(LOADER_START);
  if (at < 0) return [];
  const list = html.slice(at + LOADER_START.length, html.indexOf(',d=document;', at));
  return JSON.parse(list).map(([src]) => src);
}
