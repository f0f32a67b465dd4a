import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A member's account: active or disabled. */
export function StatusTag({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return disabled ? <Tag color="red">{t('members.status.disabled')}</Tag> : <Tag color="green">{t('members.status.active')}</Tag>;
}
