import { describe, expect, it } from 'vitest';
import { gtmAfterLoad, gtmSnippet, tagContainers } from './tag-manager';

describe('tag-manager containers (spec §3 gtm_code, krews_gtm_code)', () => {
  it('loads both containers, the first one first', () => {
    expect(tagContainers({ gtmCode: 'GTM-ABC123', krewsGtmCode: 'GTM-KREWS9' })).toEqual(['GTM-ABC123', 'GTM-KREWS9']);
  });
  it('loads the second alone, once when both are the same, and none that is not a container id', () => {
    expect(tagContainers({ gtmCode: null, krewsGtmCode: 'GTM-KREWS9' })).toEqual(['GTM-KREWS9']);
    expect(tagContainers({ gtmCode: 'GTM-ABC123', krewsGtmCode: 'GTM-ABC123' })).toEqual(['GTM-ABC123']);
    expect(tagContainers({ gtmCode: "GTM-X');alert(1)//", krewsGtmCode: '' })).toEqual([]);
  });
  it('writes the id into the snippet and refuses anything else', () => {
    expect(gtmSnippet('GTM-ABC123')).toContain("'dataLayer','GTM-ABC123'");
    expect(() => gtmSnippet("x');alert(1)//")).toThrow();
  });
  it('runs the containers once the page is usable: after the load event, when the browser is idle', () => {
    const inserted: string[] = [];
    const listeners: Record<string, () => void> = {};
    const idle: (() => void)[] = [];
    const first = { parentNode: { insertBefore: (j: { src: string }) => inserted.push(j.src) } };
    const document = { readyState: 'loading', getElementsByTagName: () => [first], createElement: () => ({}) };
    const window = { addEventListener: (type: string, f: () => void) => (listeners[type] = f), requestIdleCallback: (f: () => void) => idle.push(f) };
    new Function('window', 'document', gtmAfterLoad(['GTM-ABC123', 'GTM-KREWS9']))(window, document);
    expect(inserted).toEqual([]);
    listeners.load?.();
    expect(inserted).toEqual([]);
    idle.forEach((f) => f());
    expect(inserted).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-ABC123', 'https://www.googletagmanager.com/gtm.js?id=GTM-KREWS9']);
  });
  it('runs them at once, when idle, on a page that has already loaded', () => {
    const idle: (() => void)[] = [];
    const window = { addEventListener: () => undefined, requestIdleCallback: (f: () => void) => idle.push(f) };
    const document = { readyState: 'complete', getElementsByTagName: () => [{ parentNode: { insertBefore: () => undefined } }], createElement: () => ({}) };
    new Function('window', 'document', gtmAfterLoad(['GTM-ABC123']))(window, document);
    expect(idle).toHaveLength(1);
  });
});
