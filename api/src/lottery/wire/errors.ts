import type { ExposureLimit } from 'shared-contracts';
import type { BetRejection } from '../../domain/lottery';
import type { ErrorDef } from '../../i18n/errors';
import type { MessageKey } from '../../i18n/translate';

const def = (code: number, key: MessageKey): ErrorDef => ({ code, key });

/** The lottery's refusals (40xxx), each with its message in the server i18n area. */
export const LOTTERY_ERR = {
  discontinued: def(40001, 'server.trade.discontinued'),
  closed: def(40002, 'server.trade.closed'),
  notCurrentRound: def(40003, 'server.trade.followCurrentOnly'),
  invalidChoice: def(40004, 'server.trade.invalidChoice'),
  duplicateChoice: def(40005, 'server.trade.duplicateChoice'),
  belowMin: def(40006, 'server.trade.belowMin'),
  aboveMax: def(40007, 'server.trade.aboveMax'),
  insufficient: def(40008, 'server.wallet.insufficient'),
  roomUnknown: def(40009, 'server.trade.roomUnknown'),
  roundUnknown: def(40010, 'server.trade.roundUnknown'),
  assetsInsufficient: def(40011, 'server.wallet.assetsInsufficient'),
  orderPayoutLimit: def(40012, 'server.trade.exposure.order'),
  memberPayoutLimit: def(40013, 'server.trade.exposure.member'),
  roundPayoutLimit: def(40014, 'server.trade.exposure.round'),
} as const;

/**
 * The console's game, room and round refusals (700xx, messages in server.ops.*), kept with the services that throw them
 * (src/lottery/admin and the void-a-round request).
 */
export const GAME_ADMIN_ERR = {
  rtpAbove100: { code: 70040, key: 'server.ops.rtpAbove100' },
  minAboveMax: { code: 70041, key: 'server.ops.minAboveMax' },
  roomUnknown: { code: 70042, key: 'server.ops.roomUnknown' },
  gameUnknown: { code: 70043, key: 'server.ops.gameUnknown' },
  roomRetired: { code: 70044, key: 'server.ops.roomRetired' },
  lastRoom: { code: 70045, key: 'server.ops.lastRoom' },
  roundUnknown: { code: 70046, key: 'server.ops.roundUnknown' },
  roundOnSale: { code: 70047, key: 'server.ops.roundOnSale' },
  roundVoided: { code: 70048, key: 'server.ops.roundVoided' },
} as const satisfies Record<string, ErrorDef>;

/** A bet refused by an exposure limit (docs/game-rules.md 'Exposure'): the message names the limit and the largest stake still accepted. */
export const EXPOSURE_REFUSAL: Record<ExposureLimit, ErrorDef> = {
  order: LOTTERY_ERR.orderPayoutLimit,
  member: LOTTERY_ERR.memberPayoutLimit,
  round: LOTTERY_ERR.roundPayoutLimit,
};

export const BET_REJECTION: Record<BetRejection, ErrorDef> = {
  discontinued: LOTTERY_ERR.discontinued,
  closed: LOTTERY_ERR.closed,
  not_current_round: LOTTERY_ERR.notCurrentRound,
  invalid_choice: LOTTERY_ERR.invalidChoice,
  duplicate_choice: LOTTERY_ERR.duplicateChoice,
  below_minimum: LOTTERY_ERR.belowMin,
  above_maximum: LOTTERY_ERR.aboveMax,
};
