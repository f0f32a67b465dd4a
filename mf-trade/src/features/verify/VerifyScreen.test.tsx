import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { fakeUser } from 'shared-contracts/testing';
import { games, proof } from '../../testing/fixtures';
import { renderScreen } from '../../testing/renderScreen';
import { VerifyScreen } from './VerifyScreen';

// jsdom has no SubtleCrypto; Node's is the same WebCrypto.
Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

const verdict = () => screen.findByTestId('verify-verdict');

describe('VerifyScreen', () => {
  it("fetches the round's proof, recomputes it in the browser and shows a match with every step", async () => {
    const view = renderScreen(<VerifyScreen />, {
      path: '/verify?game_id=1&issue=20261122001',
      user: fakeUser(),
      answers: { lotteryIndex: games, verify: proof },
    });
    expect(await verdict()).toHaveTextContent('Match');
    expect(view.named('verify')[0]!.body).toEqual({ game_id: 1, issue: '20261122001' });
    expect(screen.getByTestId('step-link-hash')).toHaveTextContent(proof.previous_link!);
    expect(
      screen.getByText("The first round of this string of keys: the previous round's key is the commitment code."),
    ).toBeInTheDocument();
    expect(screen.getByText(/251 → skipped/)).toBeInTheDocument();
    expect(screen.getByText('Short: win')).toBeInTheDocument();
  });

  it.each(['tw', 'zh', 'en'] as const)('words every step for a player in %s: no hash, SHA-256, HMAC or mod on screen', async (locale) => {
    renderScreen(<VerifyScreen />, {
      path: '/verify?game_id=1&issue=20261122001',
      locale,
      user: fakeUser(),
      answers: { lotteryIndex: games, verify: proof },
    });
    await verdict();
    expect(await screen.findByTestId('step-link-hash')).toBeInTheDocument();
    const words = screen.getByTestId('screen-verify').textContent!;
    expect(words).not.toMatch(/hash|SHA|HMAC|WebCrypto|\bmod\b|\bsalt\b|\blink\b/i);
    expect(words).toContain({ tw: '的個位數是', zh: '的个位数是', en: ': last digit' }[locale]);
  });

  it('says a round was voided, and that one voided before its draw has nothing to check', async () => {
    const undrawn = {
      ...proof,
      salt: null,
      link: null,
      previous_link: null,
      commitment: null,
      site_1: null,
      site_2: null,
      site_3: null,
      code: null,
      outcomes: [],
      voided: { reason: 'engine fault', voided_at: 1_767_225_600 },
    };
    renderScreen(<VerifyScreen />, {
      path: '/verify?game_id=1&issue=20261122001',
      user: fakeUser(),
      answers: { lotteryIndex: games, verify: undrawn },
    });
    expect(await screen.findByTestId('verify-voided')).toHaveTextContent(
      'This round was voided: engine fault. Its bets were refunded. It was voided before its draw: there is no draw to verify.',
    );
    expect(screen.queryByTestId('verify-verdict')).not.toBeInTheDocument();
  });

  it('shows a mismatch when a value is tampered with', async () => {
    renderScreen(<VerifyScreen />, {
      path: '/verify?game_id=1&issue=20261122001',
      user: fakeUser(),
      answers: { lotteryIndex: games, verify: proof },
    });
    await verdict();
    fireEvent.change(screen.getByLabelText('Published digits'), { target: { value: '1,7,1' } });
    await waitFor(async () => expect(await verdict()).toHaveTextContent('Mismatch'));
    expect(screen.getByText('✗ Digits equal')).toBeInTheDocument();
    expect(screen.getByText('✓ Keys chain up')).toBeInTheDocument();
  });

  it('checks pasted values offline, with no proof asked', async () => {
    const view = renderScreen(<VerifyScreen />, { path: '/verify', user: fakeUser(), answers: { lotteryIndex: games } });
    const proofFields = within(screen.getByRole('group', { name: /Check data/ }));
    const type = (label: string, value: string) => fireEvent.change(proofFields.getByLabelText(label), { target: { value } });
    type('Extra code', proof.salt!);
    type("Round's key", proof.link!);
    type("Previous round's key", proof.previous_link!);
    type('Published digits', '1 7 0');
    type('Published sum', '8');
    type('Round', '2026112200');
    expect(screen.getByText('A round number is a date (8 digits) and a sequence of 3 to 5 digits')).toBeInTheDocument();
    expect(screen.queryByTestId('verify-verdict')).not.toBeInTheDocument();
    type('Round', proof.issue);
    expect(await verdict()).toHaveTextContent('Match');
    expect(view.named('verify')).toEqual([]);
  });

  it('checks the round number of a day of more than 999 rounds (a 4-digit sequence)', async () => {
    renderScreen(<VerifyScreen />, { path: '/verify', user: fakeUser(), answers: { lotteryIndex: games } });
    const proofFields = within(screen.getByRole('group', { name: /Check data/ }));
    const type = (label: string, value: string) => fireEvent.change(proofFields.getByLabelText(label), { target: { value } });
    type('Extra code', proof.salt!);
    type("Round's key", proof.link!);
    type("Previous round's key", proof.previous_link!);
    type('Published digits', '1 7 0');
    type('Published sum', '8');
    type('Round', '202611222880');
    // Another round's digits: recomputed and compared, not refused as malformed.
    expect(await verdict()).toBeInTheDocument();
    expect(screen.queryByText(/A round number is/)).not.toBeInTheDocument();
  });

  it('speaks plain words in tw', async () => {
    renderScreen(<VerifyScreen />, {
      path: '/verify?game_id=1&issue=20261122001',
      locale: 'tw',
      user: fakeUser(),
      answers: { lotteryIndex: games, verify: proof },
    });
    await verdict();
    expect(screen.getByTestId('screen-verify')).not.toHaveTextContent(/WebCrypto|雜湊|鹽值|位元組|十六進位|區塊|本期環/);
    expect(screen.getByText('瀏覽器會在您的手機上自己重算一遍開獎，不必相信伺服器的計算。')).toBeInTheDocument();
  });
});
