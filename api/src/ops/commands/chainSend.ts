import { GROUP_MEMBER } from 'shared-contracts';
import { sameUsername } from '../../accounts/users';
import { tronToHex20 } from '../../chain/address';
import { findDemoChain, sendDemoUsdt } from '../../chain/demo/demoChain';
import { DepositAddresses, loadOperatorKey } from '../../wallet';
import { rememberDepositAddress } from '../../wallet/deposits/addressBook';
import { OpsError, usageError, type OpsCommand } from '../command';

/** USDT has 6 decimals: raw token units per u. */
const RAW_PER_U = 1_000_000n;

/** '12.5' -> 12_500_000n raw units: digits alone, at most 6 decimals, never through a float; null when not a positive amount. */
function parseUsdtAmount(text: string): bigint | null {
  const match = /^(\d{1,15})(?:\.(\d{1,6}))?$/.exec(text);
  if (!match) return null;
  const raw = BigInt(match[1]!) * RAW_PER_U + BigInt((match[2] ?? '').padEnd(6, '0'));
  return raw > 0n ? raw : null;
}

export const chainSend: OpsCommand = {
  name: 'chain:send',
  usage: '<username> <amount>',
  summary:
    "demo chain only (npm run chain:demo): send <amount> test USDT (up to 6 decimals) from the demo's funder to the member's deposit address",
  async run({ db, config, out }, args) {
    const [username, amountText] = args;
    if (args.length !== 2 || !username || !amountText) throw usageError(chainSend);
    const raw = parseUsdtAmount(amountText);
    if (raw === null) throw new OpsError(`"${amountText}" is not a positive amount in u with at most 6 decimals`, 2);
    const chain = await findDemoChain(config.dataDir).catch((error: unknown) => {
      throw new OpsError(error instanceof Error ? error.message : String(error));
    });
    const member = await db.selectFrom('users').select(['id', 'group_id']).where(sameUsername(username)).executeTakeFirst();
    if (!member) throw new OpsError(`no user named "${username}"`);
    if (member.group_id !== GROUP_MEMBER) throw new OpsError(`"${username}" is a guest: guests have no deposit address`);
    const address = new DepositAddresses(loadOperatorKey(config.wallet.depositXpub, config.dataDir).xpub).addressOf(member.id);
    // As /Recharge does when it shows the address: the watcher knows a transfer's member by this record alone.
    await rememberDepositAddress(db, member.id, address);
    const receipt = await sendDemoUsdt(chain, tronToHex20(address), raw);
    out(`sent ${amountText}u to ${username} (${address}) on the demo chain: tx ${receipt.transactionHash}, block ${receipt.blockNumber}`);
  },
};
