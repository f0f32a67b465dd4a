import { Card, Col, Descriptions, Flex, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, orderOutcome } from 'shared-contracts';
import { useLocale } from '../../i18n/useLocale';
import { formatTime } from '../../shared/formatTime';
import { LoadMore } from '../../shared/paging';
import { useOpsMemberBindingChanges } from './api/opsMemberBindingChanges';
import { useOpsMemberOrders } from './api/opsMemberOrders';
import type { MemberDetail } from './api/opsMemberDetail';
import { MemberStatusCard } from './MemberStatusCard';
import { RecoveryCodeCard } from './RecoveryCodeCard';

/** How many of the newest entries and orders the side-by-side view shows. */
const RECENT = 5;

/**
 * What support checks a caller against, side by side: the identity the member gave (ID card, the card holder's
 * name), what they bound (and every change, page after page), and what they did last (money and orders); below, what follows the check:
 * a recovery code read to them, or their account disabled (or enabled again).
 */
export function VerifyTab({ member }: { member: MemberDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { profile } = member;
  const changes = useOpsMemberBindingChanges(profile.id);
  const orders = useOpsMemberOrders(profile.id);
  const time = (s: number | null) => (s === null ? '—' : formatTime(s, locale));
  const given = (text: string | null) => text || t('members.verify.none');
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={8}>
        <Card title={t('members.verify.identity')} size="small">
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'level',
                label: t('members.verify.level'),
                children: <span data-testid="member-verification-level">{t(`members.verify.levels.${member.verification.level}`)}</span>,
              },
              { key: 'legalName', label: t('members.verify.legalName'), children: given(member.verification.legal_name) },
              { key: 'birthDate', label: t('members.verify.birthDate'), children: given(member.verification.birth_date) },
              { key: 'idcard', label: t('members.verify.idcard'), children: given(profile.idcard) },
              { key: 'realName', label: t('members.verify.realName'), children: given(profile.real_name) },
              { key: 'mobile', label: t('members.verify.mobile'), children: given(profile.mobile) },
              { key: 'nickname', label: t('members.verify.nickname'), children: given(profile.nickname) },
              { key: 'createtime', label: t('members.verify.createtime'), children: time(profile.createtime) },
              { key: 'lastLogin', label: t('members.verify.lastLogin'), children: time(profile.last_login) },
              { key: 'turnoverLeft', label: t('members.verify.turnoverLeft'), children: formatMoney(member.turnover_left) },
              {
                key: 'heldUntil',
                label: t('members.verify.heldUntil'),
                children: member.withdrawals_held_until === null ? t('members.verify.notHeld') : time(member.withdrawals_held_until),
              },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card title={t('members.verify.bindings')} size="small">
          <Lines
            items={member.bindings}
            empty={t('members.verify.noBinding')}
            render={(b) =>
              b.type === 0
                ? t('members.verify.card', { holder: b.acc, number: b.acc_name, bank: b.acc_bank })
                : t('members.verify.wallet', { address: b.acc, kind: b.acc_name })
            }
          />
          <Typography.Title level={5}>{t('members.verify.changes')}</Typography.Title>
          <Lines
            items={changes.rows}
            empty={t('members.verify.noChange')}
            render={(c) =>
              t('members.verify.change', { time: time(c.createtime), previous: c.previous, replacement: c.replacement, ip: c.ip })
            }
          />
          <LoadMore list={changes} />
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card title={t('members.verify.activity')} size="small">
          <Typography.Title level={5}>{t('members.verify.recentFunds')}</Typography.Title>
          <Lines
            items={member.fund_log.slice(0, RECENT)}
            empty={t('members.verify.noActivity')}
            render={(e) => (
              <>
                <Typography.Text type="secondary">{time(e.createtime)}</Typography.Text> {t(`members.fundLog.types.${e.type}`)}{' '}
                {formatMoney(e.quantity)} · {t(`members.fundLog.statuses.${e.status}`)}
              </>
            )}
          />
          <Typography.Title level={5}>{t('members.verify.recentOrders')}</Typography.Title>
          <Lines
            items={orders.rows.slice(0, RECENT)}
            empty={t('members.verify.noActivity')}
            render={(o) => (
              <>
                <Typography.Text type="secondary">{time(o.createtime)}</Typography.Text> {o.name} {o.issue} {formatMoney(o.quantity)} ·{' '}
                {t(`members.orders.${orderOutcome(o)}`)}
              </>
            )}
          />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <RecoveryCodeCard userId={profile.id} />
      </Col>
      <Col xs={24} xl={12}>
        <MemberStatusCard userId={profile.id} />
      </Col>
    </Row>
  );
}

/** A short list, one line each, or what to say when it is empty. */
function Lines<T>({ items, empty, render }: { items: T[]; empty: string; render: (item: T) => ReactNode }) {
  if (items.length === 0) return <Typography.Paragraph type="secondary">{empty}</Typography.Paragraph>;
  return (
    <Flex vertical gap={4} style={{ marginBottom: 12, wordBreak: 'break-all' }}>
      {items.map((item, i) => (
        <Typography.Text key={i}>{render(item)}</Typography.Text>
      ))}
    </Flex>
  );
}
