/** True when a response body shows a stack trace or server internals (issue 6: never in a body). */
export function looksLikeStackTrace(body: string): boolean {
  return (
    /\n\s*at\s+[^\n]*\(?[^\s()]+:\d+:\d+\)?/.test(body) ||
    /\bat (?:async )?[\w$.<>]+ \((?:\/|file:|node:|webpack)/.test(body) ||
    /webpack-internal:|\/node_modules\/|\.next\/server\//.test(body) ||
    /"stack"\s*:/.test(body)
  );
}
