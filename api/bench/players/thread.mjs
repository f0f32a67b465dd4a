// One thread of the players bench's load generator (load.mjs drive): runs its share of the players, sends each
// window's heartbeat latencies as it closes, then its figures.
import { parentPort, workerData } from 'node:worker_threads';
import { driveSlice } from './load.mjs';

const figures = await driveSlice({ ...workerData, onWindow: (heartMs) => parentPort.postMessage({ heartMs }) });
parentPort.postMessage({ figures });
