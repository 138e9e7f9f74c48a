export const SW_OUT: string;
export function buildServiceWorker(): Promise<void>;
