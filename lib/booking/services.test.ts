import { describe, expect, it } from 'vitest';
import { listedServices } from './services';

describe('service select (spec §6)', () => {
  it('lists public services and the one named pos', () => {
    const s = [
      { name: 'Padel', is_public: 1 },
      { name: 'Staff', is_public: 0 },
      { name: 'POS', is_public: 0 },
    ];
    expect(listedServices(s).map((x) => x.name)).toEqual(['Padel', 'POS']);
  });
});
