export const CLIENT_ADDRESS_HEADER: 'x-storefront-client-address';
export function trustFromEnv(env?: Record<string, string | undefined>): { header: string; hops: number };
export function clientAddress(headers: Record<string, string | string[] | undefined>, socketAddress: string | undefined, trust: { header: string; hops: number }): string;
