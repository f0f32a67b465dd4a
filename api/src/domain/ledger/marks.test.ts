import { markWithParams, serverMark } from './marks';

describe('ledger marks', () => {
  it('carry an i18n key with its values, read back as written', () => {
    const mark = markWithParams('server.wallet.mark.fixedDepositBonus', { month: '2026-03', note: 'a&b=c?' });
    expect(mark).toBe('server.wallet.mark.fixedDepositBonus?month=2026-03&note=a%26b%3Dc%3F');
    expect(serverMark(mark)).toEqual({ key: 'server.wallet.mark.fixedDepositBonus', params: { month: '2026-03', note: 'a&b=c?' } });
  });

  it('read a plain key with no values, and free text (even with a question mark) as no key', () => {
    expect(serverMark('server.wallet.mark.deposit')).toEqual({ key: 'server.wallet.mark.deposit', params: {} });
    expect(serverMark('Welcome bonus? yes')).toBeNull();
  });
});
