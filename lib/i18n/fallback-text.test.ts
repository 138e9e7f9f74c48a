import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import ar from '../../messages/ar.json';
import { FALLBACK_TEXT } from './fallback-text';

describe('fallback error text matches the message catalogue', () => {
  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)('%s', (lang, m) => {
    expect(FALLBACK_TEXT[lang]).toEqual({ title: m.states.providerDownTitle, body: m.states.providerDownBody, retry: m.common.retry });
  });
});
