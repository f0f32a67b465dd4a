import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { fakeUser } from '../testing/fakeApi';
import { renderScreen } from '../testing/renderScreen';
import { useBusEvent, useLine, useSession } from './useBus';

function Balance() {
  const member = useSession();
  return <p data-testid="balance">{member ? member.money : 'signed out'}</p>;
}

function CurrentLine() {
  return <p data-testid="line">{useLine()}</p>;
}

const text = (id: string) => screen.getByTestId(id).textContent;

describe('useSession', () => {
  it('follows login, a new balance and logout', () => {
    const view = renderScreen(<Balance />);
    expect(text('balance')).toBe('signed out');
    act(() => view.session.login(fakeUser({ money: 1250 })));
    expect(text('balance')).toBe('1250');
    act(() => view.session.setMoney(99));
    expect(text('balance')).toBe('99');
    act(() => view.session.logout());
    expect(text('balance')).toBe('signed out');
  });
});

describe('useLine', () => {
  it('follows a switch of line', () => {
    const view = renderScreen(<CurrentLine />, { line: 0 });
    expect(text('line')).toBe('0');
    act(() => view.preferences.setLine(1));
    expect(text('line')).toBe('1');
  });
});

describe('useBusEvent', () => {
  it('calls the latest handler on each event while mounted, and none after', () => {
    const heard: string[] = [];
    function Listener() {
      const [tag, setTag] = useState('first');
      useBusEvent('wallet:balance', ({ money }) => {
        heard.push(`${tag}:${money}`);
        setTag('second');
      });
      return null;
    }
    const view = renderScreen(<Listener />);
    act(() => view.bus.emit('wallet:balance', { money: 1 }));
    act(() => view.bus.emit('wallet:balance', { money: 2 }));
    view.unmount();
    view.bus.emit('wallet:balance', { money: 3 });
    expect(heard).toEqual(['first:1', 'second:2']);
  });
});
