import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorText } from './useErrorText';

/** A failed call: the server's msg (already in the console's language), or the generic network failure. */
export function ErrorAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const text = useErrorText();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={text(error)}
      action={
        onRetry ? (
          <Button size="small" onClick={onRetry}>
            {t('common.errors.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
