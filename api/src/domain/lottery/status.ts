// The stored statuses of a round and of an order: the lottery's storage writes them, the wallet's refunds and
// turnover, the reports and the aml rules read them.

/**
 * Round status: on sale/sealed until the draw (sealing is by time: seals_at), drawn, then settled; or voided (an
 * operator's four-eyes request, from any of those once sealed: `round_voids`), for good.
 */
export const ROUND_STATUS = { open: 0, drawn: 1, settled: 2, voided: 3 } as const;
/** Order status of the spec: 0 accepted (pending), 1 settled; 2 voided (its round voided, the order refunded). */
export const ORDER_STATUS = { pending: 0, settled: 1, voided: 2 } as const;
