import { calls, endpoints } from './index';

describe('endpoints', () => {
  it('name every call the schemas define, with the same method, path and flags', () => {
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(calls).sort());
    for (const [name, def] of Object.entries(calls)) {
      const endpoint = endpoints[name as keyof typeof endpoints];
      expect({ name, method: endpoint.method, path: endpoint.path, mutates: endpoint.mutates, public: !!endpoint.public }).toEqual({
        name,
        method: def.method,
        path: def.path,
        mutates: def.mutates,
        public: !!def.public,
      });
    }
  });

  it('gives every path to one call only', () => {
    const paths = Object.values(endpoints).map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
