type Has = { type: 'host'; value: string } | { type: 'query' | 'header'; key: string; value?: string };
type Rewrite = { source: string; has: Has[]; destination: string };

export declare const LOCALES: string[];
export declare const LANG_PARAM: string;
export declare const JOURNEY_PARAM: string;
export declare const GATE_HEADER: string;
export declare const NEXT_ACTION_HEADER: string;
export declare function isPageRequest(method: string | undefined, url: string | undefined): boolean;
export declare function langNeedsRedirect(url: string | undefined): boolean;
export declare function carriesJourney(url: string | undefined): boolean;
export declare function gateReason(url: string | undefined, venueUp?: boolean): 'lang' | 'journey' | 'venue' | null;
export declare function middlewareMatcher(profileSources: string[]): Array<{ source: string; has?: Has[]; missing: Has[] }>;
export declare function pageRewrites(): { beforeFiles: Rewrite[]; afterFiles: Rewrite[]; fallback: Rewrite[] };
export declare function headerRules(): Array<{ source: string; has?: Has[]; headers: Array<{ key: string; value: string }> }>;
