import { describe, expect, it } from 'vitest';
import { sentrySettings } from './sentry-options';

describe('error reporting (spec §9)', () => {
  it('is off without a DSN or on localhost', () => {
    expect(sentrySettings(undefined, 'https://venue.example/')).toBeNull();
    expect(sentrySettings('https://k@o.ingest.sentry.io/1', 'http://arena.localhost:3000/events')).toBeNull();
  });

  it('uses the sample rates of the spec and tags the domain', () => {
    expect(sentrySettings('https://k@o.ingest.sentry.io/1', 'https://tickets.venue.example/events')).toEqual({
      dsn: 'https://k@o.ingest.sentry.io/1',
      environment: 'prod',
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 0.1,
      initialScope: { tags: { domain: 'tickets.venue.example' } },
    });
  });
});
