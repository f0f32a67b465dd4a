import { opsCalls } from './index';
import { opsEndpoints } from './endpoints';

describe('opsEndpoints', () => {
  it('names every call the schemas define, with the same method, path and flags', () => {
    expect(Object.keys(opsEndpoints).sort()).toEqual(Object.keys(opsCalls).sort());
    for (const [name, def] of Object.entries(opsCalls)) {
      const endpoint = opsEndpoints[name as keyof typeof opsEndpoints];
      expect({ name, method: endpoint.method, path: endpoint.path, mutates: endpoint.mutates, public: !!endpoint.public }).toEqual({
        name,
        method: def.method,
        path: def.path,
        mutates: def.mutates,
        public: !!('public' in def && def.public),
      });
    }
  });

  it('gives every path to one call only', () => {
    const paths = Object.values(opsEndpoints).map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
