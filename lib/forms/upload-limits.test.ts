import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GUEST_FILE_MAX_BYTES } from '../self-service/guests';
import { actionReceives, PROFILE_FILE_MAX_BYTES, sizeLimitBytes } from './upload-limits';

/** The server actions' body limit as next.config.mjs sets it. */
const configured = /serverActions: \{ bodySizeLimit: '([^']+)' \}/.exec(readFileSync(new URL('../../next.config.mjs', import.meta.url), 'utf8'))?.[1] ?? '';

// spec §9 accepted upload types; issue 23 item 6: an upload over its form's size gets the form's own message,
// never the error page (the server action's body limit answering 500 before the action runs).
describe('upload size limits', () => {
  it("reads Next's size notation", () => {
    expect(sizeLimitBytes('8mb')).toBe(8 * 1024 * 1024);
    expect(sizeLimitBytes('256kb')).toBe(256 * 1024);
    expect(sizeLimitBytes(1000)).toBe(1000);
    expect(sizeLimitBytes('lots')).toBeNull();
  });
  it('next.config.mjs lets the server actions take every form file at twice its limit, so the action refuses it with its own message', () => {
    expect(configured).not.toBe('');
    for (const max of [GUEST_FILE_MAX_BYTES, PROFILE_FILE_MAX_BYTES.image, PROFILE_FILE_MAX_BYTES.documents]) expect(actionReceives(configured, max)).toBe(true);
    // Next's default (1 MB) does not: a 1.2 MB guest list or a 2 MB document ended on the error page.
    expect(actionReceives('1mb', PROFILE_FILE_MAX_BYTES.documents)).toBe(false);
  });
});
