import { screen } from '@testing-library/react';
import { fakeUser } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { AboutScreen } from './AboutScreen';

describe('AboutScreen', () => {
  it('shows the logo and the copyright of this year, calling nothing', () => {
    const view = renderScreen(<AboutScreen />, { path: '/about', user: fakeUser() });
    expect(screen.getByRole('img', { name: 'Trading Hall' })).toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} Trading Hall. All rights reserved.`)).toBeInTheDocument();
    expect(view.calls).toEqual([]);
  });

  it('speaks traditional Chinese in tw', () => {
    renderScreen(<AboutScreen />, { path: '/about', locale: 'tw', user: fakeUser() });
    expect(screen.getByText('關於我們')).toBeInTheDocument();
    expect(screen.getByText(/版權所有/)).toBeInTheDocument();
  });
});
