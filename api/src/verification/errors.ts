import type { ErrorDef } from '../i18n/errors';
import type { MessageKey } from '../i18n/translate';

const def = (code: number, key: MessageKey): ErrorDef => ({ code, key });

/**
 * Member verification's refusals to members (issue 40; 30080-30089): a withdrawal needing a level (per level, naming the
 * amount, the threshold and the 30-day total), basic's and the uploads' checks; then the console's
 * (7013x, messages in server.ops.*): the review queue and the thresholds.
 */
export const VERIFICATION_ERR = {
  levelNeeded: { basic: def(30080, 'server.verification.levelNeeded.basic'), full: def(30080, 'server.verification.levelNeeded.full') },
  levelNeededOver30Days: {
    basic: def(30081, 'server.verification.levelNeededOver30Days.basic'),
    full: def(30081, 'server.verification.levelNeededOver30Days.full'),
  },
  underage: def(30082, 'server.verification.underage'),
  imageType: def(30083, 'server.verification.imageType'),
  imageTooLarge: def(30084, 'server.verification.imageTooLarge'),
  basicFirst: def(30085, 'server.verification.basicFirst'),
  submissionPending: def(30086, 'server.verification.submissionPending'),
  fileUnknown: def(30087, 'server.verification.fileUnknown'),
  verifiedAlready: def(30088, 'server.verification.verifiedAlready'),
  birthDateInvalid: def(30089, 'server.verification.birthDateInvalid'),
  submissionUnknown: def(70130, 'server.ops.submissionUnknown'),
  submissionDecided: def(70131, 'server.ops.submissionDecided'),
  thresholdsOrder: def(70132, 'server.ops.thresholdsOrder'),
  thresholdsUnchanged: def(70133, 'server.ops.thresholdsUnchanged'),
} as const;
