export const PDF_WORKER_OUT: string;
export function buildPdfWorker(): Promise<void>;
