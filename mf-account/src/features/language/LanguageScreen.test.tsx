import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeUser } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { LanguageScreen } from './LanguageScreen';

beforeEach(() => window.localStorage.clear());

describe('LanguageScreen', () => {
  it('offers follow system, English and the two Chinese, marking traditional Chinese by default', () => {
    renderScreen(<LanguageScreen />, { locale: 'tw' });
    expect(screen.getByText('語言設置')).toBeInTheDocument();
    for (const key of ['system', 'en', 'tw', 'zh']) expect(screen.getByTestId(`language-${key}`)).toBeInTheDocument();
    expect(within(screen.getByTestId('language-tw')).getByLabelText('當前語言')).toBeInTheDocument();
    expect(within(screen.getByTestId('language-en')).queryByLabelText('當前語言')).toBeNull();
  });

  it('marks the stored choice', () => {
    window.localStorage.setItem('locale', 'en');
    window.localStorage.setItem('localetype', '1');
    renderScreen(<LanguageScreen />);
    expect(within(screen.getByTestId('language-en')).getByLabelText('Current language')).toBeInTheDocument();
  });

  it('opened directly, choosing hands the choice to preferences (which store it and reload here), once', () => {
    const view = renderScreen(<LanguageScreen />, { path: '/language' });
    fireEvent.click(screen.getByText('English'));
    expect(view.preferences.setLocale).toHaveBeenCalledWith('en');
    expect(view.location()).toBe('/language');
    fireEvent.click(screen.getByText('Follow system'));
    expect(view.preferences.setLocale).toHaveBeenCalledTimes(1);
  });

  it.each(['/setting?type=1', '/login'])(
    'opened from %s, goes back there first and stores the choice once back (the reload shows it there)',
    (from) => {
      const view = renderScreen(<LanguageScreen />, { path: '/language', history: [from] });
      fireEvent.click(screen.getByText('简体中文'));
      expect(view.location()).toBe(from);
      expect(view.preferences.setLocale).not.toHaveBeenCalled();
      // The browser tells the page it went back; the router here keeps its history in memory.
      act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
      expect(view.preferences.setLocale).toHaveBeenCalledWith('zh');
      act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
      act(() => void window.dispatchEvent(new Event('pagehide')));
      expect(view.preferences.setLocale).toHaveBeenCalledTimes(1);
    },
  );

  it('stores the choice when going back leaves the page (the previous screen was another page load)', () => {
    const view = renderScreen(<LanguageScreen />, { path: '/language', history: ['/setting?type=1'] });
    fireEvent.click(screen.getByText('English'));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(view.preferences.setLocale).toHaveBeenCalledWith('en');
  });

  it('the back arrow of a member leads to the settings, of a visitor to the login, when opened directly', () => {
    const member = renderScreen(<LanguageScreen />, { path: '/language', user: fakeUser() });
    fireEvent.click(member.container.querySelector('.adm-nav-bar-back')!);
    expect(member.location()).toBe('/setting?type=1');
    member.unmount();
    const visitor = renderScreen(<LanguageScreen />, { path: '/language' });
    fireEvent.click(visitor.container.querySelector('.adm-nav-bar-back')!);
    expect(visitor.location()).toBe('/login');
  });
});
