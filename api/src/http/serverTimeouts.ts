/**
 * Fastify's (and Node's) time bounds for a request timeout (REQUEST_TIMEOUT_SECONDS): a request whose headers or
 * body are still arriving when it runs out is refused with 408 (plugins/clientErrors.ts) and its connection closed,
 * so slow clients cannot hold connections open forever.
 */
export function serverTimeouts(requestTimeoutMs: number) {
  // Node looks for late requests only every connectionsCheckingInterval (30 s by default, which would double a
  // 30 s bound): look every tenth of the bound and give the rest to the request, so it is cut within the bound.
  const checkEveryMs = Math.ceil(requestTimeoutMs / 10);
  const requestTimeout = requestTimeoutMs - checkEveryMs;
  return {
    requestTimeout,
    // A connection silent both ways this long (a client that stopped reading our answer, a dead peer) is dropped;
    // far above any call's own time, which counts as silence too. Idle keep-alive stays Fastify's 72 s (above
    // the 60 s idle timeout of common load balancers, which must close first).
    connectionTimeout: 4 * requestTimeoutMs,
    // Node checks the headers against headersTimeout (60 s by default), the whole request against requestTimeout;
    // both are given at creation too, where Node requires headersTimeout <= requestTimeout.
    http: { requestTimeout, headersTimeout: requestTimeout, connectionsCheckingInterval: checkEveryMs },
  };
}
