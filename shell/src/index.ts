import { preloadRemoteOf, registerRuntimeRemotes } from './features/remotes/remoteLoader';

// Where the remotes live is read, and the route's remote starts loading, while the shell's start chunk downloads.
const remotesRegistered = registerRuntimeRemotes();
void remotesRegistered.then(() => preloadRemoteOf(window.location.pathname));
// An async boundary so shared singletons are negotiated before any of them is used.
void import('./bootstrap').then(({ start }) => start(remotesRegistered));
