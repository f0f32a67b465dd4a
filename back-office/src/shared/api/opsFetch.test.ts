import { fakeFetch, ok, refusal } from '../../testing/renderConsole';
import { CSRF_HEADER, OpsNetworkError, OpsRefusal, opsFetch } from './opsFetch';

describe('opsFetch', () => {
  it('POSTs JSON with the cookie (same origin) and lang, and no CSRF header on a read', async () => {
    const { calls } = fakeFetch({ '/api/ops/audit': ok([]) });
    await expect(opsFetch({ path: '/api/ops/audit', mutates: false }, { actor: 'cli' }, { lang: 'en', csrf: 'c1' })).resolves.toEqual([]);
    expect(calls).toEqual([
      {
        path: '/api/ops/audit',
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: { actor: 'cli', lang: 'en' },
      },
    ]);
  });

  it('sends the CSRF header on a mutating call', async () => {
    const { calls } = fakeFetch({ '/api/ops/signOut': ok(null) });
    await opsFetch({ path: '/api/ops/signOut', mutates: true }, {}, { lang: 'zh', csrf: 'c1' });
    expect(calls[0]!.headers[CSRF_HEADER]).toBe('c1');
    expect(calls[0]!.credentials).toBe('same-origin');
    expect(calls[0]!.body).toEqual({ lang: 'zh' });
  });

  it("throws a refusal with the server's msg", async () => {
    fakeFetch({ '/api/ops/me': refusal(70001, '請先登入') });
    const error = await opsFetch({ path: '/api/ops/me', mutates: false }, {}, { lang: 'tw' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpsRefusal);
    expect(error).toMatchObject({ code: 70001, message: '請先登入' });
  });

  it('throws a network error when no answer comes', async () => {
    fakeFetch({ '/api/ops/me': 'network' });
    await expect(opsFetch({ path: '/api/ops/me', mutates: false }, {}, { lang: 'tw' })).rejects.toBeInstanceOf(OpsNetworkError);
  });
});
