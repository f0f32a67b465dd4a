import { Space } from 'antd';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { ExportLink } from '../../shared/ExportLink';
import { LoadMore } from '../../shared/paging';
import { useOpsMemberFundLog } from './api/opsMemberFundLog';
import { FundLogTable } from './FundLogTable';

/** The member detail's Fund log tab: their whole fund log, page after page, and its CSV for a period. */
export function FundLogTab({ userId }: { userId: number }) {
  const log = useOpsMemberFundLog(userId);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ExportLink kinds={['fundLog']} userId={userId} />
      {log.isError && <ErrorAlert error={log.error} onRetry={() => void log.refetch()} />}
      <FundLogTable rows={log.rows} loading={log.isPending && !log.isError} />
      <LoadMore list={log} />
    </Space>
  );
}
