import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from 'shared-contracts';
import type { OpsFigures } from 'shared-contracts/ops';
import { FIGURE_KEYS, isMoneyFigure } from '../../shared/figures';

/** One span's figures as statistic cards (money in u, counts as numbers). */
export function FigureCards({ title, figures }: { title: string; figures: OpsFigures }) {
  const { t } = useTranslation();
  return (
    <Card title={title} size="small">
      <Row gutter={[16, 16]}>
        {FIGURE_KEYS.map((key) => (
          <Col key={key} xs={12} md={6}>
            <Statistic
              title={t(`dashboard.figures.${key}`)}
              value={isMoneyFigure(key) ? formatMoney(figures[key]) : figures[key]}
              styles={(key === 'ggr' || key === 'ngr') && figures[key] < 0 ? { content: { color: '#cf1322' } } : undefined}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
