import { Space } from 'antd';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { LoadMore } from '../../shared/paging';
import { useOpsMemberOrders } from './api/opsMemberOrders';
import { OrdersTable } from './OrdersTable';

/** The member detail's Orders tab: their orders over all time, newest first, page after page. */
export function OrdersTab({ userId }: { userId: number }) {
  const orders = useOpsMemberOrders(userId);
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {orders.isError && <ErrorAlert error={orders.error} onRetry={() => void orders.refetch()} />}
      <OrdersTable rows={orders.rows} loading={orders.isPending && !orders.isError} />
      <LoadMore list={orders} />
    </Space>
  );
}
