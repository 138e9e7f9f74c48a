export function loaderScript(scripts: { src: string; id?: string }[]): string;
export function loaderScripts(html: string): string[];
export function scriptsAfterFirstPaint(html: string): string;
