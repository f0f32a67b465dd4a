import { Alert, Button, Card, Col, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { useOpsCheck, type CheckKind } from './api/opsCheck';

const CHECKS: readonly CheckKind[] = ['ledger', 'chain'];

/**
 * /ops/checks (admin): runs `ledger:verify` or `chain:verify` on the server, the CLI's own check, and shows its
 * verdict and its lines (as the CLI prints them). Another role's menu leaves it out; the server refuses it (70002).
 */
export function ChecksScreen() {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('dashboard.checks.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('dashboard.checks.note')}</Typography.Text>
      <Row gutter={[16, 16]}>
        {CHECKS.map((which) => (
          <Col key={which} xs={24} xl={12}>
            <CheckCard which={which} />
          </Col>
        ))}
      </Row>
    </Space>
  );
}

function CheckCard({ which }: { which: CheckKind }) {
  const { t } = useTranslation();
  const check = useOpsCheck();
  const result = check.data;
  return (
    <Card
      title={t(`dashboard.checks.${which}`)}
      extra={
        <Button type="primary" loading={check.isPending} onClick={() => check.mutate(which)}>
          {t('dashboard.checks.run')}
        </Button>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t(`dashboard.checks.${which}Hint`)}</Typography.Text>
        {check.error && <ErrorAlert error={check.error} />}
        {result && (
          <>
            <Alert
              type={result.ok ? 'success' : 'error'}
              showIcon
              title={result.ok ? t('dashboard.checks.ok') : t('dashboard.checks.failed', { failure: result.failure })}
            />
            <pre aria-label={t(`dashboard.checks.${which}`)} style={{ maxHeight: 400, overflow: 'auto', margin: 0, fontSize: 12 }}>
              {result.lines.join('\n')}
            </pre>
          </>
        )}
      </Space>
    </Card>
  );
}
