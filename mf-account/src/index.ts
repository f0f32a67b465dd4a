// Standalone boot (the dev harness); the shell loads ./App through remoteEntry.js instead.
import('./standalone');
