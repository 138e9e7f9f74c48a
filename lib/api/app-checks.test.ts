import { describe, expect, it, vi } from 'vitest';
import { timeCheckSchema } from '../provider/schemas';

vi.mock('../auth/actions', () => ({ logout: vi.fn(async () => undefined) }));
const { timeCheckAnswer } = await import('./app-checks');

// Spec §2 time discrepancy modal: the verify-time answer is read without zod in the browser (issue 27 item 1), and
// must accept and refuse exactly what the wire contract (lib/provider/schemas.ts) does.
const answers: unknown[] = [
  { status: true, data: { userTime: '2026-11-27 10:00', systemTime: '2026-11-27 10:07' } },
  { data: { userTime: 'a', systemTime: 'b', extra: 1 } },
  { status: false, data: { userTime: 'a', systemTime: 'b' } },
  { status: 'yes', data: { userTime: 'a', systemTime: 'b' } },
  { status: true, data: { userTime: 'a' } },
  { status: true, data: { userTime: 1, systemTime: 'b' } },
  { status: true, data: null },
  { status: true },
  null,
  'text',
  [],
];

describe('timeCheckAnswer', () => {
  it.each(answers.map((a) => [JSON.stringify(a), a]))('reads %s as the wire schema does', (_, answer) => {
    const ours = timeCheckAnswer.safeParse(answer);
    const wire = timeCheckSchema.safeParse(answer);
    expect(ours.success).toBe(wire.success);
    if (ours.success && wire.success) expect(ours.data).toEqual({ data: wire.data.data });
  });
});
