import { describe, expect, it } from 'vitest';
import { deviceClock, providerHeaders } from './headers';

const from = (h: Record<string, string>) => (name: string) => h[name] ?? null;

describe("spec §7 the device's clock on provider requests", () => {
  it('keeps a well-formed local time and zone the browser sent', () => {
    expect(deviceClock(from({ 'x-local-time': '2026-11-28 23:59:59', 'x-time-zone': 'America/Argentina/Buenos_Aires' }))).toEqual({
      localTime: '2026-11-28 23:59:59',
      timeZone: 'America/Argentina/Buenos_Aires',
    });
  });

  it('drops what is not a wall clock or a zone name (the server then sends now in the venue zone)', () => {
    const c = deviceClock(from({ 'x-local-time': '28/11/2026 10:00', 'x-time-zone': '../etc/passwd' }));
    expect(c).toEqual({});
    const h = providerHeaders(c, new Date('2026-11-28T06:00:00Z'));
    expect(h['x-time-zone']).toBe('Asia/Dubai');
    expect(h['x-local-time']).toBe('2026-11-28 10:00:00');
  });

  it('sends nothing it was not given: no headers, the venue zone', () => {
    expect(deviceClock(from({}))).toEqual({});
  });
});
