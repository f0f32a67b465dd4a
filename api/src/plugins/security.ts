import type { IncomingMessage } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IDEMPOTENCY_HEADER } from '../http/idempotency';
import { proxyTrust, type ProxyTrust } from '../http/proxyTrust';
import { CLIENT_HEADER_NAME } from '../http/legacy/dialect';
import { TOKEN_HEADER } from '../http/headers';

declare module 'fastify' {
  interface FastifyInstance {
    /** TRUST_PROXY as a function (http/proxyTrust.ts), or null when no proxy is trusted. */
    proxyTrust: ProxyTrust | null;
  }
}

/** The Content-Security-Policy of the pages the server serves (the shell and the remotes). */
export function contentSecurityPolicy(extraSources: string[]): string {
  const extra = extraSources.length ? ` ${extraSources.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    // The UI kit and the chart library set inline styles.
    `style-src 'self' 'unsafe-inline'${extra}`,
    `img-src 'self' data: blob:${extra}`,
    `font-src 'self' data:${extra}`,
    `connect-src 'self'${extra}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers of every answer, Node's own refusals included (clientErrors.ts). */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'geolocation=(), microphone=(), payment=(), usb=()',
};

/** Browsers that reached us over HTTPS keep to HTTPS for a year, subdomains included. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Whether the request came over HTTPS: on this socket, or, when the socket's peer is a proxy TRUST_PROXY trusts,
 * as its last X-Forwarded-Proto says (the hop nearest us). From anyone else that header is the client's own word.
 */
export function cameOverHttps(raw: IncomingMessage, trust: ProxyTrust | null): boolean {
  const socket = raw.socket as (IncomingMessage['socket'] & { encrypted?: boolean }) | null;
  if (socket?.encrypted) return true;
  const forwarded = raw.headers['x-forwarded-proto'];
  if (typeof forwarded !== 'string' || !trust || !socket?.remoteAddress || !trust(socket.remoteAddress, 0)) return false;
  return forwarded.split(',').pop()!.trim().toLowerCase() === 'https';
}

/** The headers of every answer, HTML or not; the framework's own early refusals (errors.ts) set them through here too. */
export function setSecurityHeaders(req: FastifyRequest, reply: FastifyReply, trust: ProxyTrust | null): void {
  reply.headers(SECURITY_HEADERS);
  if (req.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  if (cameOverHttps(req.raw, trust)) reply.header('strict-transport-security', HSTS);
}

/**
 * A path that climbs out of its folder: a '.' or '..' segment, also percent-encoded (%2e%2e), or a segment
 * hiding a slash or backslash (..%2f, ..\). No page, file or call has one: the errors plugin answers it as not found.
 */
export function climbsOut(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  if (!/[.%\\]/.test(path)) return false;
  return path.split('/').some((segment) => {
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // A malformed escape reaches no file (the router refuses it as a bad URL first).
    }
    return decoded === '.' || decoded === '..' || /[\\/]/.test(decoded);
  });
}

/**
 * CORS for the allow-list only (CORS_ORIGINS), and security headers on every answer; pages (text/html)
 * also get the CSP, api answers are never cached, HTTPS answers carry HSTS.
 */
export default fp(
  async (app) => {
    const allowed = new Set(app.config.corsOrigins);
    // No origin allowed (the default: the shell is served from this origin): no CORS hook on every request.
    if (allowed.size > 0)
      await app.register(cors, {
        origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin)),
        methods: ['GET', 'POST'],
        allowedHeaders: ['content-type', TOKEN_HEADER, IDEMPOTENCY_HEADER, CLIENT_HEADER_NAME],
        exposedHeaders: ['idempotent-replayed'],
        maxAge: 600,
      });

    const csp = contentSecurityPolicy(app.config.cspExtraSources);
    const trust = proxyTrust(app.config.trustProxy);
    app.decorate('proxyTrust', trust);
    // A synchronous hook: no promise per answer (it runs on every request, the heartbeat included).
    app.addHook('onSend', (req, reply, payload, done) => {
      setSecurityHeaders(req, reply, trust);
      const type = reply.getHeader('content-type');
      if (typeof type === 'string' && type.startsWith('text/html')) reply.header('content-security-policy', csp);
      done(null, payload);
    });
  },
  { name: 'security', dependencies: ['db'] },
);
