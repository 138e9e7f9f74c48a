export declare function providerOrigin(providerApiUrl: string | undefined): string;
export declare function contentSecurityPolicy(providerApiUrl: string | undefined, options?: { dev?: boolean }): string;
export declare function securityHeaders(providerApiUrl: string | undefined, options?: { dev?: boolean }): Array<[string, string]>;
