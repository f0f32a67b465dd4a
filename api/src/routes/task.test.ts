import { buildTestApp, type TestApp } from '../testing/app';
import { get } from '../testing/http';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ kefuLine: 'https://support.test/chat', supportEmail: 'help@trade.test' });
});
afterAll(async () => t.close());

describe('GET /api/Task/kefu', () => {
  it('answers the customer-service link and e-mail address in the envelope, without a token', async () => {
    const res = await get(t.app, '/api/Task/kefu');
    expect(res).toMatchObject({
      status: 200,
      code: 1,
      msg: '操作成功',
      data: { line: 'https://support.test/chat', email: 'help@trade.test' },
    });
  });

  it("answers an empty line when none is configured (KEFU_LINE unset), which the app shows as 'not available'", async () => {
    const unset = await buildTestApp({ kefuLine: '', supportEmail: '' });
    try {
      expect(await get(unset.app, '/api/Task/kefu')).toMatchObject({ status: 200, code: 1, data: { line: '', email: '' } });
    } finally {
      await unset.close();
    }
  });

  it('answers in the request language', async () => {
    expect((await get(t.app, '/api/Task/kefu?lang=en&host=localhost')).msg).toBe('Success');
  });

  it('refuses an unknown query field with a clear message', async () => {
    const res = await get(t.app, '/api/Task/kefu?lang=en&evil=1');
    expect(res).toMatchObject({ status: 200, code: 10001, msg: 'Unknown field: evil', data: null });
  });
});
