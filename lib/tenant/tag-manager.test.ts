import { describe, expect, it } from 'vitest';
import { gtmSnippet, tagContainers } from './tag-manager';

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
});
