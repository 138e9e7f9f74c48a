import type { ServerResponse } from 'node:http';
export const PRIVATE_CACHE_CONTROL: string;
export function isPersonalPage(url: string | undefined): boolean;
export function keepPrivate(res: ServerResponse): void;
