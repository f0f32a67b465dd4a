import { AppError } from '../../i18n/errors';
import { translate } from '../../i18n/translate';
import { OpsError } from '../command';

/** Runs an admin service (lottery, four-eyes requests): its refusal (the console's 700xx) in the operator's words, with nothing written. */
export async function refusedInWords<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw new OpsError(`${translate('en', error.def.key, error.params)}; nothing was changed`);
    throw error;
  }
}
