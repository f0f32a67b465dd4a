export { DepositAddresses, parseExtendedPublicKey } from './depositAddresses';
export { tronAddressOfPublicKey } from './tronAddress';
export { loadOperatorKey, generateDemoXpub, DEMO_XPUB_FILE, type OperatorKey } from './operatorKey';
