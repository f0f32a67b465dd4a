// Accounts: login (production scrypt, N=2^16) and userInfo requests per second, beside the bare route.
export default async function accounts({ startServer, cannon, call, baseline, report }) {
  const server = await startServer('app', {
    LOGIN_FAILS_PER_PAIR: '1000000',
    LOGIN_FAILS_PER_ADDRESS: '1000000',
    LOGIN_FAILS_PER_ACCOUNT: '1000000',
  });
  try {
    const registered = await call(`${server.url}/api/user/register`, { username: 'benchuser', password: 'bench-pass-1' });
    if (registered.code !== 1) throw new Error(`register failed: ${registered.msg}`);
    const token = registered.data.token;

    const info = await cannon({ url: `${server.url}/api/user/userInfo`, method: 'POST', body: {}, headers: { token } });
    report('userInfo (100 conn)', { ...info, ratio: (info.rps / baseline.rps).toFixed(2) });

    // scrypt runs on libuv's 4 threads over 2 cores: a few connections are enough to saturate it.
    const login = await cannon({
      url: `${server.url}/api/user/login`,
      method: 'POST',
      body: { account: 'benchuser', password: 'bench-pass-1' },
      connections: 8,
    });
    report('login, scrypt N=2^16 (8 conn)', { ...login, ratio: (login.rps / baseline.rps).toFixed(4) });
  } finally {
    await server.close();
  }
}
