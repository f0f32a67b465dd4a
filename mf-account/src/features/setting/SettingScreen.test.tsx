import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeUser } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { SettingScreen } from './SettingScreen';

describe('SettingScreen', () => {
  it.each([
    ['Language', '/language'],
    ['Change line', '/changeline'],
    ['About us', '/about'],
    ['System settings', '/system'],
  ])('type 1: %s goes to %s, and nothing is called', (label, to) => {
    const view = renderScreen(<SettingScreen />, { path: '/setting?type=1', user: fakeUser() });
    expect(screen.getByText('Settings')).toBeInTheDocument();
    expect(screen.queryByText('Bind bank card')).toBeNull();
    fireEvent.click(screen.getByText(label));
    expect(view.location()).toBe(to);
    expect(view.calls).toEqual([]);
  });

  it('type 1: the language entry shows the current choice', () => {
    window.localStorage.setItem('locale', 'zh');
    window.localStorage.setItem('localetype', '3');
    renderScreen(<SettingScreen />, { path: '/setting?type=1', user: fakeUser() });
    expect(screen.getByText('Language').closest('.adm-list-item')).toHaveTextContent('简体中文');
    window.localStorage.clear();
  });

  it('type 2 (account info) shows the bindings, security code and password, not the type 1 entries', () => {
    renderScreen(<SettingScreen />, { path: '/setting?type=2', user: fakeUser() });
    expect(screen.getByText('Account info')).toBeInTheDocument();
    expect(screen.queryByText('Change line')).toBeNull();
    expect(screen.queryByText('Language')).toBeNull();
  });

  it.each([
    ['Bind bank card', '/bankCardManage?type=0'],
    ['Bind virtual wallet', '/bankCardManage?type=1'],
    ['Change login password', '/changePassword'],
    ['Responsible play', '/responsiblePlay'],
  ])('type 2: %s goes to %s', (label, to) => {
    const view = renderScreen(<SettingScreen />, { path: '/setting?type=2', user: fakeUser() });
    fireEvent.click(screen.getByText(label));
    expect(view.location()).toBe(to);
  });

  it('type 2: security code carries isTrue from safetyInfo', async () => {
    const view = renderScreen(<SettingScreen />, { path: '/setting?type=2', user: fakeUser(), answers: { safetyInfo: { isTrue: true } } });
    await waitFor(() => expect(view.named('safetyInfo')).toEqual([{ name: 'safetyInfo', body: undefined, silent: true }]));
    // Let the answer land: the query cache tells the screen in the task after it stores the answer.
    await waitFor(() => expect(view.queryClient.getQueryData(['safetyInfo'])).toEqual({ isTrue: true }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.click(screen.getByText('Security code'));
    expect(view.location()).toBe('/setSecurityCode?isTrue=true');
  });

  it.each(['/setting?type=1', '/setting?type=2'])('%s logs out: revokes the token, clears the session, goes to /login', async (path) => {
    const view = renderScreen(<SettingScreen />, { path, user: fakeUser(), answers: { logout: null } });
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(view.location()).toBe('/login'));
    expect(view.named('logout')).toHaveLength(1);
    expect(view.session.user()).toBeNull();
  });
});
