/**
 * What the shell's entry needs to find the remotes and start loading the route's own while its start chunk still
 * downloads: the index's functions, imported by this path ('shared-contracts/remotes'), which is no shared module,
 * so they are bundled into the entry, usable before the shared modules are negotiated.
 */
export { ownerOf, type RemoteName } from './domain/routes';
export { REMOTE_NAMES, federationName, remotesWithDefaults, type RemotesConfig } from './runtimeConfig';
