/** The one error type of the provider client (DESIGN §1): status, server message and data. */
export type ProviderErrorKind = 'network' | 'timeout' | 'http' | 'invalid-response';

export class ProviderError extends Error {
  readonly kind: ProviderErrorKind;
  readonly status: number;
  readonly serverMessage: string | null;
  readonly data: unknown;
  readonly path: string;

  constructor(opts: {
    kind: ProviderErrorKind;
    status?: number;
    serverMessage?: string | null;
    data?: unknown;
    path: string;
    cause?: unknown;
  }) {
    super(`${opts.kind} error on ${opts.path}${opts.status ? ` (${opts.status})` : ''}${opts.serverMessage ? `: ${opts.serverMessage}` : ''}`, {
      cause: opts.cause,
    });
    this.name = 'ProviderError';
    this.kind = opts.kind;
    this.status = opts.status ?? 0;
    this.serverMessage = opts.serverMessage ?? null;
    this.data = opts.data;
    this.path = opts.path;
  }

  /** Network faults, time-outs and 5xx answers may succeed on a later try; client errors will not. */
  get retryable(): boolean {
    return this.kind === 'network' || this.kind === 'timeout' || this.status >= 500;
  }

  get unauthorized(): boolean {
    return this.status === 401;
  }
}

export function isProviderError(e: unknown): e is ProviderError {
  return e instanceof ProviderError;
}
