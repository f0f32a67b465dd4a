import { Globals } from '@react-spring/web';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import jsQR from 'jsqr';
import { ApiError } from 'shared-contracts';
import type { DepositRequest } from 'shared-contracts/api';
import { fakeUser, type FakeAnswers } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { RechargeScreen } from './RechargeScreen';

const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const promotion = { enabled: true, percent: 10, cap: null, deposit_multiple: 100, bonus_multiple: 100 };
const info = { address: ADDRESS, bonus_percent: 10, promotion, window_minutes: 30 };
const NOW = Date.parse('2026-05-01T10:00:00Z') / 1000;

function request(overrides: Partial<DepositRequest> = {}): DepositRequest {
  return { id: 1, amount: 10_000, bonus: 1_000, state: 'pending', createtime: NOW, expires_at: NOW + 1800, address: ADDRESS, ...overrides };
}

function renderRecharge(answers: FakeAnswers = {}) {
  return renderScreen(<RechargeScreen />, {
    path: `/Recharge?czqbdz=TFakeAddressFromTheQuery`,
    user: fakeUser(),
    answers: { rechargeInfo: info, rechargeList: [], ...answers },
  });
}

/** Reads the QR code as a wallet's scanner would: the screen's SVG drawn module by module (4 px each), then decoded by jsQR. */
function decodeQr(src: string): string | undefined {
  const svg = decodeURIComponent(src.replace('data:image/svg+xml;charset=utf-8,', ''));
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)![1]);
  // The dark modules are runs along each row: "M col row.5" starts a row, "m n 0" skips n, "h n" draws n.
  const dark = new Set<number>();
  let col = 0;
  let row = 0;
  for (const [, command, a, b] of /<path stroke="#000000" d="([^"]+)"/.exec(svg)![1]!.matchAll(/([Mmh])([\d.]+)(?: ([\d.]+))?/g)) {
    if (command === 'M') [col, row] = [Number(a), Math.floor(Number(b))];
    else if (command === 'm') col += Number(a);
    else for (const end = col + Number(a); col < end; col++) dark.add(row * size + col);
  }
  const scale = 4;
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4);
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < width; x++) {
      const shade = dark.has(Math.floor(y / scale) * size + Math.floor(x / scale)) ? 0 : 255;
      pixels.set([shade, shade, shade, 255], (y * width + x) * 4);
    }
  }
  return jsQR(pixels, width, width)?.data;
}

describe('RechargeScreen', () => {
  // The dialogs' fades end at once: on a busy CI machine the limit dialog's fade-out outlasted waitFor and was still
  // in the page when the next test looked for its own dialog.
  beforeAll(() => Globals.assign({ skipAnimation: true }));
  afterAll(() => Globals.assign({ skipAnimation: false }));
  afterEach(() => jest.useRealTimers());

  it('says the connection is lost while the address cannot load, and shows it once it does, by itself', async () => {
    let failed = false;
    renderRecharge({
      rechargeInfo: () => {
        if (!failed) {
          failed = true;
          throw new ApiError(-1, 'network');
        }
        return info;
      },
    });
    expect(await screen.findByText('Connection lost, retrying…')).toBeInTheDocument();
    expect(await screen.findByTestId('deposit-address', undefined, { timeout: 5000 })).toHaveTextContent(ADDRESS);
  });

  it("shows the server's address, never the query's, as text and as a QR code that scans to exactly it", async () => {
    renderRecharge();
    expect(await screen.findByTestId('deposit-address')).toHaveTextContent(ADDRESS);
    expect(screen.queryByText('TFakeAddressFromTheQuery')).not.toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: 'QR code of your deposit address' });
    expect(qr).toHaveAttribute('data-testid', 'deposit-qr');
    expect(decodeQr(qr.getAttribute('src')!)).toBe(ADDRESS);
  });

  it('copies the address, and says so when copying is refused', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderRecharge();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy address' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(ADDRESS));
    expect(await screen.findByText('Copied')).toBeInTheDocument();

    writeText.mockRejectedValue(new Error('denied'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await screen.findByText('Copy failed, please long-press the address to copy it')).toBeInTheDocument();
  });

  it('copies and shows in the user language', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockResolvedValue(undefined) }, configurable: true });
    renderScreen(<RechargeScreen />, { locale: 'tw', user: fakeUser(), answers: { rechargeInfo: info, rechargeList: [] } });
    expect(await screen.findByText('通過 USDT 充值贈送 10%')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: '複製地址' }));
    expect(await screen.findByText('已複製')).toBeInTheDocument();
  });

  it('states the bonus, the bonus for the quantity typed and the 30-minute reminder', async () => {
    renderRecharge();
    expect(await screen.findByText('Deposit via USDT and get a 10% bonus')).toBeInTheDocument();
    expect(screen.getByText('After submitting, complete the transfer within 30 minutes; later the request expires')).toBeInTheDocument();
    const input = screen.getByLabelText('Quantity (u)');
    fireEvent.change(input, { target: { value: '100' } });
    expect(screen.getByTestId('deposit-receive')).toHaveTextContent('Bonus 10u, you receive 110u');
    fireEvent.change(input, { target: { value: '12.34' } });
    expect(screen.getByTestId('deposit-receive')).toHaveTextContent('Bonus 1.23u, you receive 13.57u');
    fireEvent.change(input, { target: { value: '1.234' } });
    expect(screen.queryByTestId('deposit-receive')).not.toBeInTheDocument();
  });

  it('states the rule from the live promotion before a deposit: the bonus and the turnover each deposit and bonus add', async () => {
    renderRecharge();
    const rule = await screen.findByTestId('deposit-rule');
    expect(rule).toHaveTextContent('Deposit via USDT and get a 10% bonus');
    expect(rule).toHaveTextContent('Each deposit adds its amount ×1 and the bonus ×1 to the turnover you play before a withdrawal');
  });

  it('states a capped bonus and other multiples as the operator set them, and the bonus typed stops at the cap', async () => {
    renderRecharge({
      rechargeInfo: {
        ...info,
        bonus_percent: 20,
        promotion: { ...promotion, percent: 20, cap: 5_000, deposit_multiple: 150, bonus_multiple: 300 },
      },
    });
    const rule = await screen.findByTestId('deposit-rule');
    expect(rule).toHaveTextContent('Deposit via USDT and get a 20% bonus, up to 50u a deposit');
    expect(rule).toHaveTextContent('Each deposit adds its amount ×1.5 and the bonus ×3 to the turnover you play before a withdrawal');
    const input = screen.getByLabelText('Quantity (u)');
    fireEvent.change(input, { target: { value: '100' } });
    expect(screen.getByTestId('deposit-receive')).toHaveTextContent('Bonus 20u, you receive 120u');
    fireEvent.change(input, { target: { value: '1000' } });
    expect(screen.getByTestId('deposit-receive')).toHaveTextContent('Bonus 50u, you receive 1050u');
  });

  it("with the promotion off, states no bonus, only the deposit's own turnover, and the opened request none", async () => {
    renderRecharge({
      rechargeInfo: { ...info, bonus_percent: 0, promotion: { ...promotion, enabled: false } },
      recharge: () => request({ id: 9, bonus: 0 }),
    });
    const rule = await screen.findByTestId('deposit-rule');
    expect(rule).toHaveTextContent(
      /^Each deposit adds its amount ×1 to the turnover you play before a withdrawal\. Only the part of your stake at risk counts: stakes that come back whatever the draw \(such as Long and Short in the same round\) do not count\.$/,
    );
    expect(screen.queryByText(/bonus/i)).toBeNull();
    fireEvent.change(screen.getByLabelText('Quantity (u)'), { target: { value: '100' } });
    expect(screen.queryByTestId('deposit-receive')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const card = await screen.findByTestId('deposit-opened');
    expect(card).toHaveTextContent('Credited once approved');
    expect(card).not.toHaveTextContent('bonus');
  });

  it('with the promotion off and auto-credit on, promises no bonus with the credit', async () => {
    renderRecharge({
      rechargeInfo: { ...info, bonus_percent: 0, promotion: { ...promotion, enabled: false }, auto_credit: { confirm_minutes: 1 } },
      recharge: () => request({ id: 9, bonus: 0 }),
    });
    expect(await screen.findByTestId('deposit-auto')).toHaveTextContent(
      'USDT sent to this address is credited by itself after about 1 min of confirmations: no request, no review',
    );
    fireEvent.change(screen.getByLabelText('Quantity (u)'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByTestId('deposit-opened')).toHaveTextContent('Credited by itself about 1 min after your transfer');
    expect(screen.getByTestId('deposit-opened')).not.toHaveTextContent('bonus');
  });

  it('states nothing when neither the deposit nor a bonus adds turnover and the promotion is off', async () => {
    renderRecharge({ rechargeInfo: { ...info, bonus_percent: 0, promotion: { ...promotion, enabled: false, deposit_multiple: 0 } } });
    await screen.findByTestId('deposit-address');
    expect(screen.queryByTestId('deposit-rule')).toBeNull();
  });

  it('states the rule in the user language', async () => {
    renderScreen(<RechargeScreen />, {
      locale: 'tw',
      user: fakeUser(),
      answers: { rechargeInfo: { ...info, promotion: { ...promotion, cap: 10_000 } }, rechargeList: [] },
    });
    const rule = await screen.findByTestId('deposit-rule');
    expect(rule).toHaveTextContent('通過 USDT 充值贈送 10%，每筆最高 100u');
    expect(rule).toHaveTextContent(
      '每筆充值按金額 ×1、贈送按金額 ×1 計入流水，打滿流水後方可提現。僅計入有風險的投注金額：無論開獎結果如何都會返還的部分（例如同一期同時買做多與做空）不計入流水。',
    );
  });

  it.each([
    ['', 'Please enter the deposit quantity'],
    ['0', 'Please enter the deposit quantity'],
    ['1.234', 'Enter a quantity with at most 2 decimals'],
    ['abc', 'The quantity is not a number, e.g. 100 or 100.5'],
  ])('refuses the quantity %j with a message and sends nothing', async (typed, message) => {
    const view = renderRecharge();
    await screen.findByTestId('deposit-address');
    fireEvent.change(screen.getByLabelText('Quantity (u)'), { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(view.named('recharge')).toHaveLength(0);
  });

  it('opens a request in minor units, then counts its window down each second to expired, and lists it', async () => {
    jest.useFakeTimers({ now: NOW * 1000, advanceTimers: true });
    let opened: DepositRequest[] = [];
    const view = renderRecharge({
      recharge: (body) => {
        opened = [request({ id: 9, amount: body!.amount, bonus: 1_005 })];
        return opened[0]!;
      },
      rechargeList: (body) => (body?.page === 1 ? opened : []),
    });
    fireEvent.change(await screen.findByLabelText('Quantity (u)'), { target: { value: '100.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const card = await screen.findByTestId('deposit-opened');
    expect(view.named('recharge')[0]!.body).toEqual({ amount: 10_050 });
    expect(card).toHaveTextContent('Transfer 100.5u to the address above');
    expect(card).toHaveTextContent('Credited once approved, with a bonus of 10.05u');
    expect(within(card).getByTestId('deposit-countdown')).toHaveTextContent('30:00');
    act(() => void jest.advanceTimersByTime(1000));
    expect(within(card).getByTestId('deposit-countdown')).toHaveTextContent('29:59');
    act(() => void jest.advanceTimersByTime(29 * 60 * 1000 + 58_000));
    expect(within(card).getByTestId('deposit-countdown')).toHaveTextContent('00:01');
    act(() => void jest.advanceTimersByTime(1000));
    expect(within(card).getByTestId('deposit-countdown')).toHaveTextContent('Expired');
    // The list was asked again after the request opened, and shows it.
    await waitFor(() => expect(screen.getAllByTestId('deposit-row')).toHaveLength(1));
    expect(screen.getByTestId('deposit-row')).toHaveTextContent('100.5u');
  });

  it("lists the member's requests with where each stands", async () => {
    jest.useFakeTimers({ now: (NOW + 600) * 1000, advanceTimers: true });
    renderRecharge({
      rechargeList: (body) =>
        body?.page === 1
          ? [
              request({ id: 4 }),
              request({ id: 3, state: 'credited', amount: 20_000, bonus: 2_000 }),
              request({ id: 2, state: 'rejected', bonus: 0 }),
              request({ id: 1, state: 'expired', bonus: 0 }),
              // still pending on the server, its window passed (the sweep runs each minute)
              request({ id: 0, createtime: NOW - 1800, expires_at: NOW }),
            ]
          : [],
    });
    const rows = await screen.findAllByTestId('deposit-row');
    expect(rows.map((row) => within(row).getByTestId('deposit-state').textContent)).toEqual([
      'Pending',
      'Credited, bonus 20u',
      'Rejected',
      'Expired',
      'Expired',
    ]);
    expect(rows[0]).toHaveTextContent('100u');
    expect(rows[0]).toHaveTextContent('Bonus 10u');
    expect(rows[0]).toHaveTextContent('20:00 left');
    expect(rows[1]).toHaveTextContent('200u');
    expect(rows[2]).toHaveTextContent('Bonus --');
    expect(await screen.findByText('--END--')).toBeInTheDocument();
  });

  it('follows a pending request the operator credits while the screen is open: state, opened card and balance', async () => {
    jest.useFakeTimers({ now: NOW * 1000, advanceTimers: true });
    let state: DepositRequest['state'] = 'pending';
    let money = 0;
    const view = renderRecharge({
      recharge: () => request({ id: 7 }),
      rechargeList: (body) => (body?.page === 1 ? [request({ id: 7, state })] : []),
      userInfo: () => fakeUser({ money }),
    });
    fireEvent.change(await screen.findByLabelText('Quantity (u)'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const card = await screen.findByTestId('deposit-opened');
    await waitFor(() => expect(screen.getByTestId('deposit-state')).toHaveTextContent('Pending'));
    state = 'credited';
    money = 11_000;
    await act(async () => void (await jest.advanceTimersByTimeAsync(5_000)));
    await waitFor(() => expect(screen.getByTestId('deposit-state')).toHaveTextContent('Credited, bonus 10u'));
    expect(within(card).getByTestId('deposit-countdown')).toHaveTextContent('Credited, bonus 10u');
    await waitFor(() => expect(view.session.user()?.money).toBe(11_000));
    expect(view.events).toContain('wallet:balance');
    // Nothing pending any more: the screen stops asking.
    const asked = view.named('rechargeList').length;
    await act(async () => void (await jest.advanceTimersByTimeAsync(20_000)));
    expect(view.named('rechargeList')).toHaveLength(asked);
  });

  it('with auto-credit on, says a transfer needs no request, and watches: a chain credit shows at the top and the balance follows', async () => {
    jest.useFakeTimers({ now: NOW * 1000, advanceTimers: true });
    const TX = `0x3f2a9c${'0'.repeat(52)}b81e07`;
    let credits: DepositRequest[] = [];
    let money = 0;
    const view = renderRecharge({
      rechargeInfo: { ...info, auto_credit: { confirm_minutes: 1 } },
      rechargeList: (body) => (body?.page === 1 ? [...credits, request({ id: 3, state: 'expired', bonus: 0 })] : []),
      userInfo: () => fakeUser({ money }),
    });
    expect(await screen.findByTestId('deposit-auto')).toHaveTextContent(
      'USDT sent to this address is credited with its bonus by itself after about 1 min of confirmations: no request, no review',
    );
    expect(screen.getByText(/^Optional: submit the quantity first/)).toHaveTextContent('within 30 minutes');
    expect(screen.queryByText(/complete the transfer within/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('deposit-row')).toHaveLength(1));

    // A transfer with no request, credited by the api between two looks.
    credits = [request({ id: 8, state: 'credited', amount: 1_000, bonus: 100, expires_at: NOW, tx: TX })];
    money = 1_100;
    await act(async () => void (await jest.advanceTimersByTimeAsync(5_000)));
    await waitFor(() => expect(screen.getAllByTestId('deposit-row')).toHaveLength(2));
    const [top] = screen.getAllByTestId('deposit-row');
    expect(within(top!).getByTestId('deposit-state')).toHaveTextContent('Credited, bonus 1u');
    expect(within(top!).getByTestId('deposit-tx')).toHaveTextContent('Tx 3f2a9c…b81e07');
    await waitFor(() => expect(view.session.user()?.money).toBe(1_100));
    expect(view.events).toContain('wallet:balance');
    // Nothing pending, and still watching (silently: no loading toast every 5 s).
    const watched = () => view.named('rechargeList').filter((call) => call.silent).length;
    const asked = watched();
    await act(async () => void (await jest.advanceTimersByTimeAsync(10_000)));
    expect(watched()).toBe(asked + 2);
  });

  it('with auto-credit on, the opened request says it is credited by itself after the confirmations', async () => {
    renderRecharge({ rechargeInfo: { ...info, auto_credit: { confirm_minutes: 2 } }, recharge: () => request({ id: 9 }) });
    fireEvent.change(await screen.findByLabelText('Quantity (u)'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByTestId('deposit-opened')).toHaveTextContent(
      'Credited by itself about 2 min after your transfer, with a bonus of 10u',
    );
  });

  it('with auto-credit off, asks the list once when nothing is pending: no watching', async () => {
    jest.useFakeTimers({ now: NOW * 1000, advanceTimers: true });
    const view = renderRecharge({ rechargeList: (body) => (body?.page === 1 ? [request({ id: 3, state: 'credited' })] : []) });
    await waitFor(() => expect(screen.getAllByTestId('deposit-row')).toHaveLength(1));
    expect(screen.queryByTestId('deposit-auto')).not.toBeInTheDocument();
    const asked = view.named('rechargeList').length;
    await act(async () => void (await jest.advanceTimersByTimeAsync(20_000)));
    expect(view.named('rechargeList')).toHaveLength(asked);
    expect(view.named('userInfo')).toHaveLength(0);
  });

  it("shows a refusal by the member's own deposit limit in a dialog, with the server's message naming the limit and its reset", async () => {
    const refusal = 'This deposit would pass your daily deposit limit of 100u (0u requested today). It resets at 2026-05-02 00:00.';
    renderRecharge({
      recharge: () => {
        throw new ApiError(60001, refusal);
      },
    });
    fireEvent.change(await screen.findByLabelText('Quantity (u)'), { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(refusal);
    expect(screen.queryByTestId('deposit-opened')).not.toBeInTheDocument();
    // Read, it goes (and is not left over the next test).
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the api's visitor popup when a guest submits, offering Register", async () => {
    const refusal = 'Dear visitor: please register as a full member before operating';
    const { location } = renderRecharge({
      recharge: () => {
        throw new ApiError(30001, refusal);
      },
    });
    fireEvent.change(await screen.findByLabelText('Quantity (u)'), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(refusal);
    expect(screen.queryByTestId('deposit-opened')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(location()).toBe('/register'));
  });
});
