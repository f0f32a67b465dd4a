import { render, screen, waitFor } from '@testing-library/react';
import { ErrorBlock } from './errorBlock';

describe("the kit's ErrorBlock", () => {
  it('shows its title, description and buttons at once, and its picture once fetched', async () => {
    const { container } = render(
      <ErrorBlock status="disconnected" title="Could not load" description="Check the network">
        <button type="button">Retry</button>
      </ErrorBlock>,
    );
    screen.getByText('Could not load');
    screen.getByText('Check the network');
    screen.getByRole('button', { name: 'Retry' });
    expect(container.querySelector('.adm-error-block-image svg')).toBeNull();
    await waitFor(() => expect(container.querySelector('.adm-error-block-image svg')).not.toBeNull());
  });

  it('shows the picture of its status', async () => {
    const { container } = render(<ErrorBlock status="empty" />);
    const { emptyImage } = await import('antd-mobile/es/components/error-block/images');
    const expected = render(emptyImage).container.innerHTML;
    await waitFor(() => expect(container.querySelector('.adm-error-block-image')!.innerHTML).toBe(expected));
  });
});
