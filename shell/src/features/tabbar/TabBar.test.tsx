import { fireEvent, screen } from '@testing-library/react';
import { renderScreen } from 'shared-contracts/testing';
import { TabBar, isTabPath } from './TabBar';

describe('TabBar', () => {
  it('shows the five tabs of the spec in the chosen language', () => {
    renderScreen(<TabBar openService={() => undefined} />, { locale: 'en' });
    for (const label of ['Home', 'Trade', 'Service', 'Trend', 'Me']) expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('shows traditional Chinese in tw', () => {
    renderScreen(<TabBar openService={() => undefined} />, { locale: 'tw' });
    expect(screen.getByText('首頁')).toBeInTheDocument();
    expect(screen.getByText('我的')).toBeInTheDocument();
  });

  it('gives the trend tab the chart icon, and no other tab the same', () => {
    renderScreen(<TabBar openService={() => undefined} />, { locale: 'en' });
    const chartTabs = [...document.querySelectorAll('.adm-tab-bar-item')].filter((item) => item.querySelector('[id^="HistogramOutline"]'));
    expect(chartTabs.map((item) => item.textContent)).toEqual(['Trend']);
  });

  it('navigates to the tab route', () => {
    renderScreen(<TabBar openService={() => undefined} />, { locale: 'en' });
    fireEvent.click(screen.getByText('Trend'));
    expect(screen.getByTestId('location')).toHaveTextContent('/find');
  });

  it('opens customer service outside the app and marks /room active', () => {
    const openService = jest.fn();
    renderScreen(<TabBar openService={openService} />, { locale: 'en' });
    fireEvent.click(screen.getByText('Service'));
    expect(openService).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/room');
  });

  it('knows which paths carry the tab bar', () => {
    expect(['/', '/lottery', '/room', '/find', '/personal', '/Personal/'].map(isTabPath)).toEqual([true, true, true, true, true, true]);
    expect(isTabPath('/betRoom')).toBe(false);
  });
});
