import { Dialog, Toast } from 'shared-contracts/kit';
import { PLAY_REFUSED_CODES } from '../domain/playRules';
import type { ApiError } from '../remote';

/**
 * A bet or a deposit request refused by the member's own controls: the server's message (the limit and when it
 * resets, or when the break ends) is too long for the 2 s failure toast, so it shows in a dialog that stays until
 * read. Answers whether the error was one.
 */
export function alertPlayRefusal(error: ApiError, confirmText: string): boolean {
  if (!PLAY_REFUSED_CODES.includes(error.code)) return false;
  Toast.clear();
  void Dialog.alert({ content: error.message, confirmText });
  return true;
}
