import { AML_ERR } from './aml/errors';
import { CONTENT_ERR } from './content/errors';
import { ERR, type ErrorDef } from './i18n/errors';
import { LIST_ERR } from './lists/errors';
import { GAME_ADMIN_ERR, LOTTERY_ERR } from './lottery/wire/errors';
import { MESSAGE_ERR, SEGMENT_ERR } from './messages/errors';
import { OPS_ERR } from './operators/errors';
import { PLAY_ERR } from './play/errors';
import { VERIFICATION_ERR } from './verification/errors';
import { WALLET_ERR } from './wallet/errors';

/** An area's refusals by name; a refusal with variants (one per limit period, say) shares one code among them. */
export type RefusalTable = Readonly<Record<string, ErrorDef | Readonly<Record<string, ErrorDef>>>>;

/**
 * The one registry of the api's refusal codes: every area's table, by area. An area that refuses with codes of its
 * own adds its table here (ranges: the header of src/i18n/errors.ts); refusals.test.ts checks a code has one meaning.
 */
export const REFUSALS = {
  platform: ERR,
  message: MESSAGE_ERR,
  wallet: WALLET_ERR,
  verification: VERIFICATION_ERR,
  trade: LOTTERY_ERR,
  games: GAME_ADMIN_ERR,
  play: PLAY_ERR,
  content: CONTENT_ERR,
  ops: OPS_ERR,
  segment: SEGMENT_ERR,
  aml: AML_ERR,
  lists: LIST_ERR,
} as const satisfies Record<string, RefusalTable>;
