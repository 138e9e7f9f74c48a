import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Loads one of the repo's .mjs helpers natively. A static import would be transpiled to CommonJS by Playwright,
 * which breaks ES modules ("exports is not defined in ES module scope").
 */
export function loadScript<T>(relativeToRepo: string): Promise<T> {
  return import(pathToFileURL(path.resolve(process.cwd(), relativeToRepo)).href) as Promise<T>;
}

export type HttpLib = typeof import('../../scripts/lib/http.mjs');
export type StackLib = typeof import('../../scripts/lib/stack.mjs');
export type FaultProxyLib = typeof import('../../scripts/fault-proxy.mjs');
export const httpLib = () => loadScript<HttpLib>('scripts/lib/http.mjs');
