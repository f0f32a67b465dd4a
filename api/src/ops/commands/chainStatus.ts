import { hex20ToTron } from '../../chain/address';
import { readProof, reorganisedTransfers } from '../../chain/blocks';
import { confirmedLag, TRON_BLOCK_SECONDS } from '../../chain/lag';
import { connectNode } from '../../chain/node';
import { ChainUnavailableError } from '../../chain/rpc';
import { chainDepositStatus, CHAIN_TRANSFER_STATES } from '../../wallet/deposits/chainDepositReport';
import { usageError, type OpsCommand } from '../command';
import { transferAmount, transferRef } from './chainDepositList';

/** The operator waits this long at most for the node. */
const NODE_TIMEOUT_MS = 5_000;

const blocks = (n: bigint) => `${n} block(s) (~${n * BigInt(TRON_BLOCK_SECONDS)} s at ${TRON_BLOCK_SECONDS} s a block)`;

export const chainStatus: OpsCommand = {
  name: 'chain:status',
  usage: '',
  summary:
    "the chain watcher: token, cursor, the node's head and confirmed head, lag (once proven), last credit, transfers recorded by state, those flagged vanished",
  async run({ db, config, out }, args) {
    if (args.length) throw usageError(chainStatus);
    const settings = config.chain;
    const token = settings.usdtContract;
    // The node's URL may hold a provider's API key: only its host is shown.
    const node = settings.jsonRpcUrl ? new URL(settings.jsonRpcUrl).host : null;
    out(
      node
        ? `watcher: on, node ${node}, ${settings.confirmations} confirmation(s), polls every ${settings.pollMs} ms`
        : 'watcher: OFF (TRON_JSONRPC_URL is unset): nothing is credited from the chain, deposits wait for review (deposit:approve)',
    );
    out(`token: ${hex20ToTron(token)} (${token})`);
    const status = await chainDepositStatus(db, token);
    out(
      status.cursor === null
        ? 'cursor: none yet (the watcher has not started on this token)'
        : `cursor: next block to read ${status.cursor}`,
    );
    if (settings.jsonRpcUrl && node) {
      try {
        const rpc = connectNode({ ...settings, jsonRpcUrl: settings.jsonRpcUrl }, { timeoutMs: NODE_TIMEOUT_MS });
        const head = await rpc.blockNumber();
        const confirmed = head - BigInt(settings.confirmations) + 1n;
        out(`node: head ${head}, confirmed head ${confirmed}`);
        if (status.cursor !== null) {
          // A lag is only told once the node's chain is shown to hold what the watcher read.
          const proof = await readProof(db, token, status.cursor, (n) => rpc.blockHash(n));
          if (!proof.stored) out('lag: UNPROVEN: no block hash stored yet (the watcher has read no range since migration 067)');
          else if (!proof.holds)
            out(
              `lag: UNPROVEN: the node's block ${proof.stored.number} is not the one the watcher read (a re-organisation it has not followed yet)`,
            );
          else {
            const lag = confirmedLag(head, settings.confirmations, status.cursor);
            out(`lag: ${blocks(lag)} confirmed and not yet read; ${blocks(head - status.cursor + 1n)} behind the head`);
            out(
              `proof: the node holds block ${proof.stored.number} as read; the ${settings.rereadBlocks} block(s) below the cursor are read again each poll`,
            );
          }
        }
      } catch (error) {
        if (!(error instanceof ChainUnavailableError)) throw error;
        out(`node: UNAVAILABLE (${error.message}); the database's part follows`);
      }
    }
    const last = status.lastCredit;
    out(
      last
        ? `last credit: ${new Date(last.recordedAt).toISOString()} ${last.username} ${transferAmount(last)} tx ${transferRef(last)} block ${last.blockNumber}`
        : 'last credit: none',
    );
    out(`transfers recorded: ${CHAIN_TRANSFER_STATES.map((state) => `${state} ${status.counts[state]}`).join(', ')}`);
    const reorganised = await reorganisedTransfers(db);
    if (reorganised.orphaned) out(`re-organised: ${reorganised.orphaned} transfer(s) whose block vanished, being read again`);
    for (const gone of reorganised.vanished)
      out(
        `FLAGGED: transfer ${gone.txHash}#${gone.logIndex} to member #${gone.userId} (${gone.state}, entry ${gone.entryId ?? 'none'}) vanished in a re-organisation (block ${gone.blockNumber}); its credit stays for an operator to correct`,
      );
    out("transfers to no member's address: not recorded (read and dropped: the mainnet token moves millions a day)");
  },
};
