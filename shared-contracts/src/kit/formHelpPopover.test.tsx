import { act, fireEvent, render, screen } from '@testing-library/react';
import FormHelpPopover from './formHelpPopover';

describe("the form's help tooltip", () => {
  it('shows its icon at once and, once fetched, its help when the icon is tapped', async () => {
    render(
      <FormHelpPopover content="Letters and digits, 6 to 16" mode="dark" trigger="click">
        <span>?</span>
      </FormHelpPopover>,
    );
    screen.getByText('?');
    await act(() => import('antd-mobile/es/components/popover'));
    fireEvent.click(screen.getByText('?'));
    await screen.findByText('Letters and digits, 6 to 16');
  });
});
