import { CODE_SUCCESS, type Envelope, type Locale } from 'shared-contracts';
import { OPS_CSRF_HEADER, type OpsEndpoint } from 'shared-contracts/ops/endpoints';

/** The session's CSRF token travels in this header on every mutating call. */
export const CSRF_HEADER = OPS_CSRF_HEADER;

/** Refusals the console acts on (api/src/operators/errors.ts). */
export const OPS_SIGNED_OUT = 70001;
export const OPS_FORBIDDEN = 70002;

/** The server refused the call: `message` is its msg, already in the console's language. */
export class OpsRefusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'OpsRefusal';
  }
}

/** No usable answer: the network failed, or something other than the api answered. */
export class OpsNetworkError extends Error {
  constructor(override readonly cause?: unknown) {
    super('network');
    this.name = 'OpsNetworkError';
  }
}

export interface OpsFetchOptions {
  lang: Locale;
  /** The session's CSRF token: sent on mutating calls only. */
  csrf?: string | null;
  signal?: AbortSignal;
}

/**
 * One back-office call: POST of a JSON body carrying `lang`, with the session cookie (same origin), the CSRF header
 * when it mutates. Answers `data` on success (code 1); throws OpsRefusal with the server's msg, or OpsNetworkError.
 */
export async function opsFetch<Res>(
  endpoint: Pick<OpsEndpoint, 'path' | 'mutates'>,
  body: object | undefined,
  { lang, csrf, signal }: OpsFetchOptions,
): Promise<Res> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (endpoint.mutates && csrf) headers[CSRF_HEADER] = csrf;
  let response: Response;
  try {
    response = await fetch(endpoint.path, {
      method: 'POST',
      credentials: 'same-origin',
      headers,
      body: JSON.stringify({ ...body, lang }),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new OpsNetworkError(error);
  }
  let envelope: Envelope<Res>;
  try {
    envelope = (await response.json()) as Envelope<Res>;
  } catch (error) {
    throw new OpsNetworkError(error);
  }
  if (!envelope || typeof envelope.code !== 'number') throw new OpsNetworkError();
  if (envelope.code !== CODE_SUCCESS) throw new OpsRefusal(envelope.code, typeof envelope.msg === 'string' ? envelope.msg : '');
  return envelope.data;
}

export const isSignedOut = (error: unknown) => error instanceof OpsRefusal && error.code === OPS_SIGNED_OUT;
