import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance } from 'fastify';
import type { Locale } from 'shared-contracts';
import { failure } from '../http/envelope';
import { AppError, ERR, type ErrorDef } from '../i18n/errors';
import { localeOf } from '../i18n/translate';
import { SECURITY_HEADERS } from './security';

/** Node's parser errors by code; anything else it refuses (CL with TE, a broken request line...) is a bad request. */
const REFUSALS: Record<string, ErrorDef> = {
  HPE_HEADER_OVERFLOW: ERR.headersTooLarge,
  ERR_HTTP_REQUEST_TIMEOUT: ERR.requestTimeout,
};

/** The language the URL asks (`?lang=en`), when the refused packet still holds the request line; tw otherwise. */
function packetLocale(packet: unknown): Locale {
  if (!Buffer.isBuffer(packet)) return localeOf(null);
  const requestLine = packet.subarray(0, 4096).toString('latin1').split('\r\n', 1)[0]!;
  const url = /^[A-Z]+ (\S+) HTTP\//.exec(requestLine)?.[1] ?? '';
  return localeOf(new URLSearchParams(url.split('?')[1] ?? '').get('lang'));
}

/** The raw answer: no request or reply exists yet, so the status line and every header are written here. */
function rawAnswer(status: number, body: string): string {
  const headers = {
    ...SECURITY_HEADERS,
    'cache-control': 'no-store',
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`;
}

/**
 * Fastify's `clientErrorHandler` (build.ts): requests Node's parser refuses before Fastify sees them (headers
 * over 16 KiB 431, a request not arriving within REQUEST_TIMEOUT_SECONDS 408, Content-Length with
 * Transfer-Encoding and other malformed HTTP 400) answer the envelope with the security headers too, then close.
 * No HSTS: the proxy's X-Forwarded-Proto is not read yet.
 */
export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  // As Node does: no answer on a reset connection, nor in the middle of an answer already being written.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (error.code !== 'ECONNRESET' && socket.writable && !inFlight?.headersSent) {
    const def = REFUSALS[error.code] ?? ERR.badRequest;
    const body = JSON.stringify(failure(packetLocale(error.rawPacket), new AppError(def)));
    socket.write(rawAnswer(def.status ?? 400, body));
    this.log.debug({ err: error }, 'refused by the HTTP parser');
  }
  socket.destroy();
}
