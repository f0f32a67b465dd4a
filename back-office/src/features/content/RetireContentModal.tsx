import { Alert, App as AntApp, Form, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { useOpsContentRetire } from './api/opsContentRetire';
import { titleIn, type ContentItem } from './places';
import { ReasonField } from '../../shared/ReasonField';

/** Retires a notice or an article for good, with a reason. */
export function RetireContentModal({ item, onClose }: { item: ContentItem; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const retire = useOpsContentRetire();
  const onFinish = ({ reason }: { reason: string }) =>
    retire.mutate(
      { kind: item.kind, id: item.id, reason: reason.trim() },
      {
        onSuccess: () => {
          void message.success(t('content.retire.done'));
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      title={t('content.retire.title', { title: titleIn(item, locale) })}
      okText={t('content.retire.ok')}
      okButtonProps={{ danger: true }}
      confirmLoading={retire.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Alert type="warning" showIcon title={t('content.retire.hint')} />
        <Form form={form} name="retire" layout="vertical" onFinish={onFinish}>
          <ReasonField label={t('content.editor.reason')} extra={t('content.editor.reasonHint')} />
        </Form>
        {retire.isError && <ErrorAlert error={retire.error} />}
      </Space>
    </Modal>
  );
}
