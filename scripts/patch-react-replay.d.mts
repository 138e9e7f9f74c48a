export const MARK: string;
export function mend(source: string): { source: string; changed: boolean } | null;
export function mendVendoredReact(): number;
