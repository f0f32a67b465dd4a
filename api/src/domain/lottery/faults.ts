/** Where a test may act out a crash: in the draw, the settlement and a voided round's refunds. */
export type FaultPoint =
  | 'draw:uncommitted'
  | 'draw:committed'
  | 'settle:uncommitted'
  | 'settle:committed'
  | 'round:settled'
  | 'refund:uncommitted'
  | 'refund:committed'
  | 'round:refunded';
/** Tests only: throws at a point to act out a crash there. */
export type Faults = (point: FaultPoint) => void;
