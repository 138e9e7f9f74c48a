import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { loaderScript, loaderScripts, scriptsAfterFirstPaint } from './scripts-after-paint.mjs';

/**
 * Issue 27 item 1: a cached page's framework scripts run after its first paint, not before it
 * (docs/decisions.md "Lighthouse render delay"). The page below is laid out as Next 15.5 writes one.
 */
const RUNTIME = '<script src="/_next/static/chunks/webpack-f66ad6428594f908.js" id="_R_" async=""></script>';
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/images/events/1.svg" as="image" fetchPriority="high"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-f66ad6428594f908.js"/>',
  '<style data-precedence="next">body{margin:0}</style>',
  '<script src="/_next/static/chunks/4bd1b696-91ea8a709b778fe6.js" async=""></script>',
  '<script src="/_next/static/chunks/app/%5Bsite%5D/%5Blocale%5D/events/page-2098e498615e88e2.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills-42372ed130431b0a.js" noModule=""></script>',
  '<script src="https://www.googletagmanager.com/gtm.js" async=""></script>',
  '</head><body><main><h1>Events</h1></main>',
  RUNTIME,
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>',
].join('');
const MOVED = [
  '/_next/static/chunks/4bd1b696-91ea8a709b778fe6.js',
  '/_next/static/chunks/app/%5Bsite%5D/%5Blocale%5D/events/page-2098e498615e88e2.js',
];

describe('scriptsAfterFirstPaint', () => {
  const out = scriptsAfterFirstPaint(page);
  const head = out.slice(0, out.indexOf('</head>'));
  const body = out.slice(out.indexOf('<body>'));

  it("takes the head's framework scripts out of it, without a preload in their place", () => {
    expect(head).not.toContain('4bd1b696');
    expect(head).not.toContain('events/page-');
    // Next's own preload of its runtime stays, the only script preload.
    expect(head.match(/as="script"/g)).toHaveLength(1);
  });

  it('leaves other scripts where they were: the nomodule polyfill, a third party, the runtime in the body', () => {
    expect(head).toContain('<script src="/_next/static/chunks/polyfills-42372ed130431b0a.js" noModule=""></script>');
    expect(head).toContain('<script src="https://www.googletagmanager.com/gtm.js" async=""></script>');
    expect(body.indexOf(RUNTIME)).toBeGreaterThan(body.indexOf('</main>'));
  });

  it('puts one loader at the very end of the body, after the server data, naming every script moved', () => {
    expect(body.endsWith(loaderScript(MOVED.map((src) => ({ src }))) + '</body></html>')).toBe(true);
    expect(body.indexOf('self.__next_f')).toBeLessThan(body.indexOf('function go'));
    expect(loaderScripts(out)).toEqual(MOVED);
    expect(loaderScripts(page)).toEqual([]);
  });

  it('changes nothing in a page without such scripts, or in something that is not a whole page', () => {
    const plain = '<html><head><title>x</title></head><body><p>x</p></body></html>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
    expect(scriptsAfterFirstPaint('{"not":"html"}')).toBe('{"not":"html"}');
    const cut = page.slice(0, page.indexOf('</body>'));
    expect(scriptsAfterFirstPaint(cut)).toBe(cut);
  });

  it('is the same page for the same page (a cached page keeps its ETag meaning)', () => {
    expect(scriptsAfterFirstPaint(page)).toBe(out);
  });
});

describe('the loader, run in a document', () => {
  const run = ({ visible }: { visible: boolean }) => {
    const dom = new JSDOM(scriptsAfterFirstPaint(page), { runScripts: 'outside-only', pretendToBeVisual: true });
    const { window } = dom;
    Object.defineProperty(window.document, 'visibilityState', { value: visible ? 'visible' : 'hidden' });
    const frames: FrameRequestCallback[] = [];
    window.requestAnimationFrame = (cb: FrameRequestCallback) => frames.push(cb);
    const inline = [...window.document.querySelectorAll('script:not([src])')].at(-1)!.textContent!;
    window.eval(inline);
    const inserted = () =>
      [...window.document.querySelectorAll('script[async][src]')].map((s) => s.getAttribute('src')!.split('/').at(-1));
    return { window, frames, inserted };
  };

  it('waits for the next frame, then inserts the scripts after it as async scripts, which React finds by src', async () => {
    const { inserted, frames, window } = run({ visible: true });
    expect(inserted()).toEqual(['gtm.js', 'webpack-f66ad6428594f908.js']);
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    // Not in the frame's own callback (the frame is drawn first): in a task after it.
    expect(inserted()).toHaveLength(2);
    await new Promise((r) => window.setTimeout(r, 5));
    expect(inserted()).toEqual(['gtm.js', '4bd1b696-91ea8a709b778fe6.js', 'page-2098e498615e88e2.js', 'webpack-f66ad6428594f908.js']);
  });

  it('does not wait in a hidden tab, which draws no frames', () => {
    const { inserted, frames } = run({ visible: false });
    expect(inserted()).toHaveLength(4);
    expect(frames).toHaveLength(0);
  });
});
