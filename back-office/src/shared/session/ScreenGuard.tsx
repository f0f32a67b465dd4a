import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mayDo, type OpsPermission } from 'shared-contracts/ops/endpoints';
import { useOperator } from './SessionProvider';

/** A screen for the roles its permission names (PERMISSIONS): any other sees "not allowed", and no call is sent. */
export function ScreenGuard({ permission, children }: { permission: OpsPermission; children: ReactNode }) {
  const { t } = useTranslation();
  const operator = useOperator();
  if (!mayDo(operator.role, permission)) {
    return <Result status="403" title={t('common.notAllowed.title')} subTitle={t('common.notAllowed.text')} />;
  }
  return children;
}
