import { fireEvent, screen } from '@testing-library/react';
import { createBus } from 'shared-contracts';
import type { RemoteAppProps } from 'shared-contracts';
import { renderScreen } from 'shared-contracts/testing';
import { RemoteRoute } from './RemoteRoute';
import { loadRemoteApp } from './remoteLoader';

jest.mock('./remoteLoader', () => ({ loadRemoteApp: jest.fn() }));
const load = loadRemoteApp as jest.MockedFunction<typeof loadRemoteApp>;

const platform = { bus: createBus() } as unknown as Omit<RemoteAppProps, 'basename'>;
const Remote = ({ basename }: RemoteAppProps) => <p>remote at {basename}</p>;

describe('RemoteRoute', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it("renders the remote's App with the basename", async () => {
    load.mockResolvedValue({ default: Remote });
    renderScreen(<RemoteRoute remote="trade" platform={platform} />);
    expect(await screen.findByText('remote at /')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('trade', false);
  });

  it('shows a fallback with Retry when the remote fails, and Retry loads it again', async () => {
    load.mockRejectedValueOnce(new Error('RUNTIME-003')).mockResolvedValueOnce({ default: Remote });
    renderScreen(<RemoteRoute remote="trade" platform={platform} />, { locale: 'en' });
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('remote at /')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('trade', true);
  });

  it('keeps a remote that throws while rendering inside its route', async () => {
    const Broken = () => {
      throw new Error('boom');
    };
    load.mockResolvedValue({ default: Broken });
    renderScreen(
      <>
        <RemoteRoute remote="wallet" platform={platform} />
        <p>tab bar</p>
      </>,
    );
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    expect(screen.getByText('tab bar')).toBeInTheDocument();
  });
});
