import net, { type AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../testing/app';

/** Requests Node's own parser refuses, over a real socket (app.inject never reaches the parser). */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp({ requestTimeoutMs: 1000 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => t.close());

interface Exchange {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  /** From connecting to the server closing the connection. */
  ms: number;
  closed: boolean;
}

function parse(text: string, ms: number, closed: boolean): Exchange {
  const [head = '', body = ''] = text.split('\r\n\r\n', 2);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: body ? JSON.parse(body) : null, ms, closed };
}

/** Writes `parts` on one connection, `gapMs` apart, and reads until the server closes it or `giveUpMs` pass. */
function exchange(parts: string[], gapMs = 0, giveUpMs = 5000): Promise<Exchange> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let next: NodeJS.Timeout | undefined;
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(next);
      clearTimeout(giveUp);
      socket.destroy();
      resolve(parse(Buffer.concat(received).toString(), Date.now() - started, closed));
    };
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    const send = (i: number) => {
      if (i >= parts.length || socket.destroyed) return;
      socket.write(parts[i]!);
      next = setTimeout(() => send(i + 1), gapMs);
    };
    socket.on('connect', () => send(0));
    socket.on('data', (chunk) => received.push(chunk));
    // The server may reset the connection after its answer, while we still write.
    socket.on('error', () => finish(true));
    socket.on('close', () => finish(true));
  });
}

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cache-control': 'no-store',
  'content-type': 'application/json; charset=utf-8',
};

describe("Node's parser refusals answer the envelope with the security headers, then close", () => {
  it('headers over the size limit: 431, code 10015, in the language the URL asks', async () => {
    const res = await exchange([`GET /api/Task/kefu?lang=en HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`]);
    expect(res).toMatchObject({ status: 431, closed: true, headers: SECURITY_HEADERS });
    expect(res.body).toEqual({ code: 10015, msg: 'The request headers are too large', data: null });
  });

  it('Content-Length together with Transfer-Encoding (request smuggling): 400, code 10014', async () => {
    const res = await exchange([
      'POST /api/user/login?lang=en HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ]);
    expect(res).toMatchObject({ status: 400, closed: true, headers: SECURITY_HEADERS });
    expect(res.body).toEqual({ code: 10014, msg: 'The request is malformed', data: null });
  });

  it('a request line that is not HTTP: 400 in the default language', async () => {
    const res = await exchange(['HELLO THERE\r\n\r\n']);
    expect(res).toMatchObject({ status: 400, closed: true, headers: SECURITY_HEADERS });
    expect(res.body).toEqual({ code: 10014, msg: '請求格式錯誤', data: null });
  });
});

describe('REQUEST_TIMEOUT_SECONDS (1 s here): a request still arriving when it runs out is answered 408 and cut', () => {
  const within = (res: Exchange) => {
    expect(res).toMatchObject({ status: 408, closed: true, headers: SECURITY_HEADERS });
    expect(res.body).toMatchObject({ code: 10016, data: null });
    expect(res.ms).toBeLessThan(1500);
  };

  it('a body trickling in a byte at a time', async () => {
    const head = 'POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';
    within(await exchange([head, ...'{"account":"someone","password":"x"'.split('')], 200));
  });

  it('headers trickling in a line at a time', async () => {
    const lines = Array.from({ length: 20 }, (_, i) => `X-Line-${i}: ${i}\r\n`);
    within(await exchange(['GET /api/Task/kefu HTTP/1.1\r\nHost: x\r\n', ...lines], 200));
  });

  it('a connection that never sends a byte', async () => {
    within(await exchange([]));
  });

  it('a request that arrives in time is answered as usual', async () => {
    const res = await exchange(['GET /api/Task/kefu?lang=en HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n']);
    expect(res).toMatchObject({ status: 200, closed: true });
  });
});

describe('a client that hangs up mid-body (issue 42)', () => {
  it('is not logged or counted as a database fault', async () => {
    const report = jest.spyOn(t.app.faultLog, 'report');
    const head = 'POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n';
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(head + '{"account":"someone"');
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 100);
      });
    });
    // Give the server the moment it takes to see the reset and fail the body read.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(report).not.toHaveBeenCalled();
    report.mockRestore();
  });
});
