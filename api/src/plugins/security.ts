import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import { IDEMPOTENCY_HEADER } from '../http/idempotency';
import { TOKEN_HEADER } from './auth';

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

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'geolocation=(), microphone=(), payment=(), usb=()',
};

/**
 * CORS for the allow-list only (CORS_ORIGINS), and security headers on every answer; pages (text/html)
 * also get the CSP, api answers are never cached.
 */
export default fp(async (app) => {
  const allowed = new Set(app.config.corsOrigins);
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type', TOKEN_HEADER, IDEMPOTENCY_HEADER],
    exposedHeaders: ['idempotent-replayed'],
    maxAge: 600,
  });

  const csp = contentSecurityPolicy(app.config.cspExtraSources);
  // A synchronous hook: no promise per answer (it runs on every request, the heartbeat included).
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.headers(SECURITY_HEADERS);
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) reply.header('content-security-policy', csp);
    if (req.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}, { name: 'security', dependencies: ['db'] });
