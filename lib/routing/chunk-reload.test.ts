import { describe, expect, it } from 'vitest';
import { chunkReloadTarget, isChunkLoadError } from './chunk-reload';

const chunk = Object.assign(new Error('Loading chunk 4821 failed.\n(error: http://x/_next/static/chunks/4821.js)'), { name: 'ChunkLoadError' });

describe('page module load failure (spec §2, §8: hard reload at the target URL)', () => {
  it('recognises webpack and native import failures, nothing else', () => {
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk app-layout failed'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError('ChunkLoadError')).toBe(false);
  });
  it('reloads at the address the visitor was going to', () => {
    expect(chunkReloadTarget(chunk, 'https://v.example/events/2?lang=ar', null)).toBe('https://v.example/events/2?lang=ar');
    expect(chunkReloadTarget(chunk, 'https://v.example/events/2?lang=ar', 'https://v.example/?lang=ar')).toBe('https://v.example/events/2?lang=ar');
  });
  it('never twice for the same address (no reload loop), and not for other errors', () => {
    expect(chunkReloadTarget(chunk, 'https://v.example/events/2', 'https://v.example/events/2')).toBeNull();
    expect(chunkReloadTarget(new Error('boom'), 'https://v.example/events/2', null)).toBeNull();
  });
});
