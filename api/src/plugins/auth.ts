import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthUser } from '../accounts/authUser';
import { Sessions } from '../accounts/sessions';
import { requestHashKey } from '../http/idempotency';
import { loadDeviceSecret } from '../security/deviceProof';
import { TOKEN_HEADER } from '../http/headers';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's sessions and its cache of them; revocations reach every process (accounts/sessions.ts). */
    sessions: Sessions;
    /** The user of the request's `token` header, or a 50008/50014 refusal. */
    /** `fromMemory`: see Sessions.resolve. */
    authenticate(req: FastifyRequest, options?: { fromMemory?: boolean }): Promise<AuthUser>;
    /** The server's secret (DEVICE_PROOF_SECRET or its file): the device proofs' HMAC key. */
    serverSecret: Buffer;
    /** The idempotency keys' request hashes are HMACs under this key (derived from serverSecret). */
    requestHashKey: Buffer;
  }
}

export default fp(
  async (app) => {
    const sessions = new Sessions(app.db, app.config, app.notifications, app.dialect === 'postgres');
    app.decorate('sessions', sessions);
    const serverSecret = loadDeviceSecret(app.config.deviceProofSecret, app.config.dataDir);
    app.decorate('serverSecret', serverSecret);
    app.decorate('requestHashKey', requestHashKey(serverSecret));
    app.decorate('authenticate', async (req: FastifyRequest, options?: { fromMemory?: boolean }) => {
      const header = req.headers[TOKEN_HEADER];
      return sessions.resolve(typeof header === 'string' ? header : undefined, Date.now(), options?.fromMemory);
    });
  },
  { name: 'auth', dependencies: ['db', 'notifications'] },
);
