import { opsEndpoints, type OpsCallName, type OpsRequest, type OpsResponse } from 'shared-contracts/ops/endpoints';
import { opsFetch, type OpsFetchOptions } from './opsFetch';

export type { OpsCallName };
/** What a call's body holds besides `lang` (opsFetch adds it), from its contract in shared-contracts/ops. */
export type OpsBody<K extends OpsCallName> = OpsRequest<K>;
/** A call's answer (`data`), from its contract. */
export type OpsAnswer<K extends OpsCallName> = OpsResponse<K>;

/** Sends the call named `name` with the console's language and the session's CSRF token (SessionProvider's `call`). */
export type OpsCall = <K extends OpsCallName>(name: K, body: OpsBody<K>, signal?: AbortSignal) => Promise<OpsAnswer<K>>;

/** One call by name: its path and whether it carries the CSRF header come from opsEndpoints. */
export function opsCall<K extends OpsCallName>(name: K, body: OpsBody<K>, options: OpsFetchOptions): Promise<OpsAnswer<K>> {
  return opsFetch<OpsAnswer<K>>(opsEndpoints[name], body as object, options);
}
