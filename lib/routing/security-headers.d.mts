export declare function providerOrigin(providerApiUrl: string | undefined): string;
export declare function contentSecurityPolicy(providerApiUrl: string | undefined): string;
export declare function securityHeaders(providerApiUrl: string | undefined): Array<[string, string]>;
