import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeSession, ok, refusal, renderConsole } from '../../testing/renderConsole';

const bonus = { enabled: true, percent: 10, cap: null, deposit_multiple: 100, bonus_multiple: 100 };
const fixed = {
  enabled: true,
  tiers: [
    { reserve: 10_000_000, bonus: 500_000 },
    { reserve: 20_000_000, bonus: 1_200_000 },
  ],
  term_months: 2,
};
const change = <S,>(id: number, settings: S, changed_by: string, note: string | null) => ({
  id,
  settings,
  changed_by,
  note,
  createtime: 1_700_000_000,
});
const programs = {
  deposit_bonus: {
    current: bonus,
    history: [change(2, bonus, 'operator:alice', 'spring offer'), change(1, { ...bonus, percent: 5, cap: 1_234 }, 'migration 034', null)],
  },
  fixed_deposit: { current: fixed, history: [change(3, fixed, 'migration 034', 'seed')] },
};

const open = (answers: Parameters<typeof renderConsole>[0]['answers'] = {}) =>
  renderConsole({
    path: '/promotions',
    locale: 'en',
    session: fakeSession('admin'),
    answers: { '/api/ops/programs': ok(programs), ...answers },
  });
// fireEvent rather than the kit's user: antd forms over tables are slow under jsdom with pointer checks.
const type = (field: HTMLElement, text: string) => fireEvent.change(field, { target: { value: text } });
const click = (element: HTMLElement) => fireEvent.click(element);
const card = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-card-head-title' })).closest('.ant-card') as HTMLElement;
const confirmChange = async () => click(await screen.findByRole('button', { name: 'Change it' }));

describe('PromotionsScreen', () => {
  it('shows both programs as in force, and their history with who and why', async () => {
    open();
    const deposit = await card('Deposit bonus');
    expect(within(deposit).getByLabelText('Percent of each deposit')).toHaveValue('10');
    expect(within(deposit).getByLabelText('Cap per deposit (u)')).toHaveValue('');
    expect(within(deposit).getByLabelText('Turnover of a deposit (x)')).toHaveValue('1');
    expect(within(deposit).getByText('operator:alice')).toBeInTheDocument();
    expect(within(deposit).getByText('spring offer')).toBeInTheDocument();
    expect(within(deposit).getByText('On; 5%, cap 12.34u, turnover x1 / x1')).toBeInTheDocument();
    const fixedCard = await card('Fixed deposit');
    expect(within(fixedCard).getAllByTestId('tier')).toHaveLength(2);
    expect(within(fixedCard).getByLabelText('Term (months)')).toHaveValue('2');
    expect(within(fixedCard).getByText(/^On; 100000u → 5000u \(5%\), 200000u → 12000u \(6%\); term 2 month\(s\)$/)).toBeInTheDocument();
  });

  it('changes the deposit bonus after a confirm: amounts in minor units, multiples in hundredths, with the reason', async () => {
    const page = open({
      '/api/ops/programSet': ok({ id: 4, kind: 'program.set', payload: { program: 'deposit_bonus' }, state: 'pending' }),
    });
    const deposit = await card('Deposit bonus');
    type(within(deposit).getByLabelText('Percent of each deposit'), '101');
    type(within(deposit).getByLabelText('Turnover of a bonus (x)'), '1.555');
    click(within(deposit).getByRole('button', { name: 'Save changes' }));
    expect(await within(deposit).findByText('A whole number from 0 to 100')).toBeInTheDocument();
    expect(await within(deposit).findByText('A multiple like 1 or 1.5 (0 to 100)')).toBeInTheDocument();
    expect(await within(deposit).findByText('Give a reason (3 characters or more)')).toBeInTheDocument();

    type(within(deposit).getByLabelText('Percent of each deposit'), '5');
    type(within(deposit).getByLabelText('Cap per deposit (u)'), '12.34');
    type(within(deposit).getByLabelText('Turnover of a deposit (x)'), '1.5');
    type(within(deposit).getByLabelText('Turnover of a bonus (x)'), '2');
    type(within(deposit).getByLabelText('Reason'), ' cheaper bonus ');
    click(within(deposit).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Deposit bonus: save this change?', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
    expect(page.calls.some((c) => c.path === '/api/ops/programSet')).toBe(false);
    await confirmChange();
    expect(await screen.findByText('Deposit bonus: asked (request #4); it applies once another admin approves it')).toBeInTheDocument();
    const sent = page.calls.find((c) => c.path === '/api/ops/programSet')!;
    expect(sent.body).toEqual({
      program: 'deposit_bonus',
      deposit_bonus: { enabled: true, percent: 5, cap: 1_234, deposit_multiple: 150, bonus_multiple: 200 },
      reason: 'cheaper bonus',
      lang: 'en',
    });
    expect(sent.headers['x-csrf-token']).toBe('csrf-token-1');
    await waitFor(() => expect(page.calls.filter((c) => c.path === '/api/ops/programs')).toHaveLength(2));
  });

  it("changes the fixed deposit's tiers and term, refusing reserves that do not increase; shows the server's refusal", async () => {
    const page = open({ '/api/ops/programSet': refusal(70061, 'Settings refused: tiers: too many') });
    const fixedCard = await card('Fixed deposit');
    const reserves = within(fixedCard).getAllByLabelText("Month's lowest balance (u)");
    type(reserves[1]!, '50000');
    type(within(fixedCard).getByLabelText('Reason'), 'new tiers');
    click(within(fixedCard).getByRole('button', { name: 'Save changes' }));
    expect(await within(fixedCard).findByText("Each tier's lowest balance must be above the one before")).toBeInTheDocument();

    type(reserves[1]!, '150000.5');
    click(within(fixedCard).getByRole('button', { name: 'Add a tier' }));
    const tiers = within(fixedCard).getAllByTestId('tier');
    type(within(tiers[2]!).getByLabelText("Month's lowest balance (u)"), '300000');
    type(within(tiers[2]!).getByLabelText('Monthly bonus (u)'), '30000');
    type(within(fixedCard).getByLabelText('Term (months)'), '3');
    click(within(fixedCard).getByRole('button', { name: 'Save changes' }));
    await confirmChange();
    expect(await within(fixedCard).findByText('Settings refused: tiers: too many')).toBeInTheDocument();
    expect(page.calls.find((c) => c.path === '/api/ops/programSet')!.body).toEqual({
      program: 'fixed_deposit',
      fixed_deposit: {
        enabled: true,
        tiers: [
          { reserve: 10_000_000, bonus: 500_000 },
          { reserve: 15_000_050, bonus: 1_200_000 },
          { reserve: 30_000_000, bonus: 3_000_000 },
        ],
        term_months: 3,
      },
      reason: 'new tiers',
      lang: 'en',
    });
  });

  it("is in an admin's menu only, with Content", async () => {
    for (const role of ['viewer', 'cashier', 'support', 'admin'] as const) {
      const page = renderConsole({
        path: '/audit',
        locale: 'en',
        session: fakeSession(role),
        answers: { '/api/ops/audit': ok({ rows: [] }) },
      });
      const menu = await screen.findByRole('menu');
      for (const label of ['Promotions', 'Content']) {
        if (role === 'admin') expect(within(menu).getByText(label)).toBeInTheDocument();
        else expect(within(menu).queryByText(label)).not.toBeInTheDocument();
      }
      page.unmount();
    }
  });
});
