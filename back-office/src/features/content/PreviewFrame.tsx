import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The player's screen width (a 375-px phone) the preview is drawn at. */
const PHONE_WIDTH = 375;

/** A phone-sized frame showing a title (as text) and the server-sanitized HTML of a body, as the player's page will. */
export function PreviewFrame({ title, html, rewritten }: { title: string; html: string; rewritten: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {rewritten && <Alert type="warning" showIcon title={t('content.editor.rewritten')} style={{ marginBottom: 8 }} />}
      <div
        data-testid="preview-frame"
        style={{
          width: PHONE_WIDTH,
          minHeight: 480,
          border: '8px solid #222',
          borderRadius: 24,
          padding: 16,
          overflowY: 'auto',
          background: '#fff',
        }}
      >
        <Typography.Title level={5}>{title}</Typography.Title>
        {/* Only ever the HTML opsContentPreview answered: sanitized by the server (content/sanitize.ts), never what was typed. */}
        <div data-testid="preview-html" dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </>
  );
}
