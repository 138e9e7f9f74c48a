/**
 * The islands' call errors (lib/api/client.ts throws them). Apart from the client so that code which only tells
 * them apart (refusal messages, a list's "signed out" branch) keeps the client, its headers and the sign-out action
 * out of a page's first load (issue 27 §2).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
    readonly data: unknown,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

export class SessionExpiredError extends Error {
  constructor(
    /** The 401 answer's body (a route handler's answer says why: e.g. `{ code: 'login_required' }`). */
    readonly data: unknown = null,
    /** True when the page is on its way to /login (a signed-in customer); false when the caller decides. */
    readonly leaving: boolean = false,
  ) {
    super('Session expired');
    this.name = 'SessionExpiredError';
  }
}
