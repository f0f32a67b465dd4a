export { DepositAddresses, parseExtendedPublicKey } from './deposit-addresses';
export { isTronAddress, tronAddressOfPublicKey } from './tron-address';
export { loadOperatorKey, generateDemoXpub, DEMO_XPUB_FILE, type OperatorKey } from './operator-key';
