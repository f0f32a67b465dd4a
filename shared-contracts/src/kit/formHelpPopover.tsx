import type { PopoverProps } from 'antd-mobile/es/components/popover';
import { Suspense, lazy } from 'react';

const Popover = lazy(() => import('antd-mobile/es/components/popover'));

/**
 * What antd-mobile's Form.Item shows for its `help` prop, in place of Popover (the build puts it there:
 * config/webpack.factory.js). Popover brings floating-ui, a third of Form's weight, to every screen with a form,
 * while the help tooltip is rare: this fetches it when a field with `help` first shows, the icon showing meanwhile.
 */
export default function FormHelpPopover(props: PopoverProps) {
  return (
    <Suspense fallback={props.children}>
      <Popover {...props} />
    </Suspense>
  );
}
