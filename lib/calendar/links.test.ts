import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarPath, eventPageUrl, visibleOrigin } from './links';

// issue 24.7: "calendar links use the venue's own host, port and the event's page" (not http://localhost/events).
describe('calendar entry links', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("keep the port the visitor used on the venue's own host", () => {
    vi.stubEnv('PUBLIC_PORT', '');
    expect(visibleOrigin('localhost', 'localhost:3000')).toBe('http://localhost:3000');
    expect(visibleOrigin('arena.localhost', 'arena.localhost:3208')).toBe('http://arena.localhost:3208');
    expect(eventPageUrl('localhost', 'localhost:3000', 12, 'ar')).toBe('http://localhost:3000/events/12?lang=ar');
  });

  it('ignore a Host naming another venue, a standard port or no port, and follow a configured public origin', () => {
    vi.stubEnv('PUBLIC_PORT', '');
    expect(visibleOrigin('localhost', 'evil.example:3000')).toBe('http://localhost');
    expect(visibleOrigin('localhost', 'localhost:80')).toBe('http://localhost');
    expect(visibleOrigin('tickets.venue.example', 'tickets.venue.example')).toBe('https://tickets.venue.example');
    expect(visibleOrigin('localhost', 'localhost:99999')).toBe('http://localhost');
    vi.stubEnv('PUBLIC_PORT', '8443');
    expect(visibleOrigin('localhost', 'localhost:3000')).toBe('http://localhost:8443');
  });

  it('the download path carries the locale as a segment', () => {
    expect(calendarPath('en', 3, 9)).toBe('/api/calendar/en/events/3/9');
  });
});
