import { App as AntApp, Button, Col, Form, Input, Modal, Row, Select, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from 'shared-contracts';
import type { ContentKind } from 'shared-contracts/ops';
import { useLocale } from '../../i18n/useLocale';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { useOpsContentPreview } from './api/opsContentPreview';
import { useOpsContentSave, type OpsContentSaveBody } from './api/opsContentSave';
import { PLACES, titleIn, type ContentItem } from './places';
import { PreviewFrame } from './PreviewFrame';
import { ReasonField } from '../../shared/ReasonField';

/** As the server's: a title of one line, at most 200 characters; a body of at most 100,000. */
const TITLE_MAX = 200;
const BODY_MAX = 100_000;

type Texts = Record<Locale, { title: string; content: string }>;
type Values = Texts & { tab?: OpsContentSaveBody['tab']; image?: string; reason: string };

/** A new notice or article (`item` absent) or an edit of one: tw/zh/en tabs, a preview as the player sees it, a reason. */
export function ContentEditor({ kind, item, onClose }: { kind: ContentKind; item?: ContentItem; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<Values>();
  const [active, setActive] = useState<Locale>(locale);
  const save = useOpsContentSave();
  const preview = useOpsContentPreview();
  const [shown, setShown] = useState<{ locale: Locale; title: string } | null>(null);

  const showPreview = () => {
    const values = form.getFieldsValue(true) as Partial<Values>;
    const text = values[active];
    setShown({ locale: active, title: text?.title ?? '' });
    preview.mutate({ content: text?.content ?? '' });
  };

  const onFinish = (values: Values) => {
    const text = (l: Locale) => ({ title: values[l].title.trim(), content: values[l].content.trim() });
    const body: OpsContentSaveBody = { kind, tw: text('tw'), zh: text('zh'), en: text('en'), reason: values.reason.trim() };
    if (item) body.id = item.id;
    if (kind === 'article') {
      body.tab = values.tab ?? 'original';
      body.image = values.image?.trim() ?? '';
    }
    save.mutate(body, {
      onSuccess: () => {
        void message.success(t('content.editor.saved'));
        onClose();
      },
    });
  };

  const initial: Partial<Values> = item
    ? { tw: item.tw, zh: item.zh, en: item.en, tab: item.tab ?? 'original', image: item.image ?? '' }
    : { tab: 'original', image: '' };
  const title = item
    ? t('content.editor.edit', { title: titleIn(item, locale) })
    : t(kind === 'notice' ? 'content.editor.addNotice' : 'content.editor.addArticle');

  return (
    <Modal
      open
      width={1100}
      title={title}
      okText={t('content.editor.save')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Row gutter={24}>
        <Col flex="auto">
          <Form<Values>
            form={form}
            name="content"
            layout="vertical"
            initialValues={initial}
            onFinish={onFinish}
            // A refused field may sit on a hidden language's tab: show that tab.
            onFinishFailed={({ errorFields }) => {
              const first = errorFields.find((field) => LOCALES.includes(field.name[0] as Locale));
              if (first) setActive(first.name[0] as Locale);
            }}
          >
            <Tabs
              activeKey={active}
              onChange={(key) => setActive(key as Locale)}
              items={LOCALES.map((l) => ({
                key: l,
                label: t(`common.languages.${l}`),
                // Every language's fields stay mounted: all three are sent and checked.
                forceRender: true,
                children: (
                  <>
                    <Form.Item
                      name={[l, 'title']}
                      label={t('content.editor.titleField')}
                      rules={[{ required: true, whitespace: true, pattern: /^[^\p{Cc}]*$/u, message: t('content.editor.titleRule') }]}
                    >
                      <Input maxLength={TITLE_MAX} />
                    </Form.Item>
                    <Form.Item
                      name={[l, 'content']}
                      label={t('content.editor.body')}
                      rules={[{ required: true, whitespace: true, message: t('content.editor.bodyRule') }]}
                    >
                      <Input.TextArea maxLength={BODY_MAX} rows={16} style={{ fontFamily: 'monospace' }} />
                    </Form.Item>
                  </>
                ),
              }))}
            />
            {kind === 'article' && (
              <Space wrap>
                <Form.Item name="tab" label={t('content.editor.place')}>
                  <Select style={{ width: 200 }} options={PLACES.map((place) => ({ value: place, label: t(`content.places.${place}`) }))} />
                </Form.Item>
                <Form.Item name="image" label={t('content.editor.image')} extra={t('content.editor.imageHint')}>
                  <Input maxLength={500} style={{ width: 420 }} />
                </Form.Item>
              </Space>
            )}
            <ReasonField label={t('content.editor.reason')} extra={t('content.editor.reasonHint')} />
          </Form>
          {save.isError && <ErrorAlert error={save.error} />}
        </Col>
        <Col flex="none">
          <Space orientation="vertical">
            <Typography.Text strong>
              {t('content.editor.previewTitle', { language: t(`common.languages.${shown?.locale ?? active}`) })}
            </Typography.Text>
            <Button onClick={showPreview} loading={preview.isPending}>
              {t('content.editor.preview')}
            </Button>
            {preview.isError && <ErrorAlert error={preview.error} />}
            {preview.data && shown ? (
              <PreviewFrame title={shown.title} html={preview.data.content} rewritten={preview.data.rewritten} />
            ) : (
              <Typography.Text type="secondary" style={{ display: 'block', width: 375 }}>
                {t('content.editor.previewHint')}
              </Typography.Text>
            )}
          </Space>
        </Col>
      </Row>
    </Modal>
  );
}
