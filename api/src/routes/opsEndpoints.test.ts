import type { FastifyInstance } from 'fastify';
import { opsEndpoints } from 'shared-contracts/ops/endpoints';
import { buildTestApp, type TestApp } from '../testing/app';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
afterAll(() => t.close());

// The console calls by name from opsEndpoints (zod-free): each name must reach a route this api serves.
describe('the console endpoints', () => {
  it.each(Object.entries(opsEndpoints))('%s is a route the api serves', (_name, endpoint) => {
    expect({ method: endpoint.method, url: endpoint.path, served: app.hasRoute({ method: endpoint.method, url: endpoint.path }) }).toEqual({
      method: endpoint.method,
      url: endpoint.path,
      served: true,
    });
  });

  it('a misspelled path is no route', () => {
    expect(app.hasRoute({ method: 'POST', url: '/api/ops/memberSerch' })).toBe(false);
    expect(app.hasRoute({ method: 'GET', url: opsEndpoints.opsMemberSearch.path })).toBe(false);
  });
});
