export { DepositAddresses, parseExtendedPublicKey } from './deposits/addresses';
export { tronAddressOfPublicKey } from './deposits/tronAddress';
export { loadOperatorKey, generateDemoXpub, DEMO_XPUB_FILE, type OperatorKey } from './deposits/operatorKey';
