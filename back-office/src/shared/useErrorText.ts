import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { OpsRefusal } from './api/opsFetch';

/** The words for a failed call: a refusal's msg as the server wrote it, anything else the translated network failure. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => (error instanceof OpsRefusal && error.message ? error.message : t('common.errors.network')), [t]);
}
