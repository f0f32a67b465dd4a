import type { OpsCommand } from '../command';
import { depositApprove } from './deposit-approve';
import { depositList } from './deposit-list';
import { depositReject } from './deposit-reject';
import { chainVerify } from './chain-verify';
import { gamePause } from './game-pause';
import { gameResume } from './game-resume';
import { gift } from './gift';
import { ledgerVerify } from './ledger-verify';
import { oddsSet } from './odds-set';
import { userDisable } from './user-disable';
import { userList } from './user-list';
import { userShow } from './user-show';
import { withdrawApprove } from './withdraw-approve';
import { withdrawList } from './withdraw-list';
import { withdrawReject } from './withdraw-reject';

/** Every ops command; adding one = one file in this folder, one import and one entry here. */
export const commands: OpsCommand[] = [
  userList,
  userShow,
  userDisable,
  depositList,
  depositApprove,
  depositReject,
  withdrawList,
  withdrawApprove,
  withdrawReject,
  gift,
  ledgerVerify,
  gamePause,
  gameResume,
  oddsSet,
  chainVerify,
];
