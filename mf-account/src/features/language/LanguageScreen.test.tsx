import { fireEvent, screen, within } from '@testing-library/react';
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

  it('choosing hands the choice to preferences (which store it and reload)', () => {
    const view = renderScreen(<LanguageScreen />);
    fireEvent.click(screen.getByText('English'));
    expect(view.preferences.setLocale).toHaveBeenCalledWith('en');
    fireEvent.click(screen.getByText('Follow system'));
    expect(view.preferences.setLocale).toHaveBeenLastCalledWith('system');
  });
});
