import { isTrc20Address } from 'shared-contracts/trc20';

/** Why a typed address cannot be bound, before it is sent: missing, or not a TRC-20 address (base58check, 0x41). */
export function addressProblem(text: string | undefined): 'required' | 'invalid' | null {
  const address = text?.trim() ?? '';
  if (!address) return 'required';
  return isTrc20Address(address) ? null : 'invalid';
}
