import { screen, within } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { fakeUser } from 'shared-contracts/testing';
import { games } from '../../testing/fixtures';
import { renderScreen } from '../../testing/renderScreen';
import { FairnessTest, type FairnessResult } from './FairnessTest';
import committed from './fairnessResult.json';
import { LotteryExplainScreen } from './LotteryExplainScreen';

const rule = (cls: number, odds: string) => ({ class: cls, class_name: '', odds, min_money: 100, max_money: 100_000 });

describe('LotteryExplainScreen', () => {
  it('says the connection is lost while the rooms or the odds cannot load, and shows them once they do, by itself', async () => {
    let failures = 2;
    const flaky =
      <T,>(answer: T) =>
      () => {
        if (failures-- > 0) throw new ApiError(-1, 'network');
        return answer;
      };
    renderScreen(<LotteryExplainScreen />, {
      path: '/lotteryExplain?id=21&game_id=2',
      user: fakeUser(),
      answers: { lotteryIndex: flaky(games), oddsList: flaky({ rule_base: [rule(1, '2.00')] }) },
    });
    expect(await screen.findByText('Connection lost, retrying…')).toBeInTheDocument();
    const table = await screen.findByTestId('odds-table', undefined, { timeout: 8000 });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByText('Connection lost, retrying…')).toBeNull();
  }, 15_000);

  it("shows each class of the room with its sums, chance, the room's current odds and RTP", async () => {
    const view = renderScreen(<LotteryExplainScreen />, {
      path: '/lotteryExplain?id=21&game_id=2',
      user: fakeUser(),
      answers: { lotteryIndex: games, oddsList: { rule_base: [rule(1, '2.00'), rule(21, '17.00'), rule(113, '12.60')] } },
    });
    const table = await screen.findByTestId('odds-table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Long\s*14-27\s*50\.0%\s*2\.00\s*100\.0%/);
    expect(rows[2]).toHaveTextContent(/Extreme short\s*0-5\s*5\.6%\s*17\.00\s*95\.2%/);
    expect(rows[3]).toHaveTextContent(/Number 13\s*13\s*7\.5%\s*12\.60\s*94\.5%/);
    expect(screen.getByText('Room: VIP room')).toBeInTheDocument();
    expect(view.named('oddsList')[0]!.body).toEqual({ plan_id: 21 });
    expect(screen.getByText(/A round lasts 210 s/)).toBeInTheDocument();
  });

  it('states the schedule the server runs, not the defaults', async () => {
    renderScreen(<LotteryExplainScreen />, {
      path: '/lotteryExplain',
      user: fakeUser(),
      answers: { lotteryIndex: games, oddsList: { rule_base: [rule(1, '1.98')] } },
      schedule: { roundSeconds: 20, sealSeconds: 5, salesOpen: '09:30', salesClose: '23:45', timeZone: 'Europe/London', alwaysOpen: false },
    });
    await screen.findByTestId('odds-table');
    expect(screen.getByText('A round lasts 20 s; sales run daily from 09:30 to 23:45 (United Kingdom Time).')).toBeInTheDocument();
    expect(screen.getByText(/Betting seals 5 s before the draw/)).toBeInTheDocument();
    expect(screen.queryByText(/210 s|default settings/)).not.toBeInTheDocument();
  });

  it('says when sales never close', async () => {
    renderScreen(<LotteryExplainScreen />, {
      path: '/lotteryExplain',
      locale: 'tw',
      user: fakeUser(),
      answers: { lotteryIndex: games, oddsList: { rule_base: [rule(1, '1.98')] } },
      schedule: { roundSeconds: 20, sealSeconds: 2, salesOpen: '10:00', salesClose: '02:00', timeZone: 'Asia/Taipei', alwaysOpen: true },
    });
    await screen.findByTestId('odds-table');
    expect(screen.getByText('每回合 20 秒，全天不停售。')).toBeInTheDocument();
    // Plain words: no developer terms in the fairness text.
    expect(screen.getByTestId('screen-lotteryExplain')).not.toHaveTextContent(/雜湊|鹽值|位元組|十六進位|HMAC|卡方/);
  });

  it('speaks zh', async () => {
    renderScreen(<LotteryExplainScreen />, {
      path: '/lotteryExplain',
      locale: 'zh',
      user: fakeUser(),
      answers: { lotteryIndex: games, oddsList: { rule_base: [rule(1, '1.98')] } },
    });
    expect(await screen.findByText('做多')).toBeInTheDocument();
    expect(screen.getByText('房间：Beginner room')).toBeInTheDocument();
  });

  it("shows the committed fairness run's figures, the command that repeats it and the way to verify a round", async () => {
    renderScreen(<LotteryExplainScreen />, {
      path: '/lotteryExplain?id=21&game_id=2',
      user: fakeUser(),
      answers: { lotteryIndex: games, oddsList: { rule_base: [rule(1, '1.98')] } },
    });
    await screen.findByTestId('odds-table');
    const section = screen.getByTestId('fairness-test');
    const draws = committed.draws.toLocaleString('en');
    expect(within(section).getByRole('heading')).toHaveTextContent(`Statistical test of ${draws} draws`);
    expect(section).toHaveTextContent(`On ${committed.date.slice(0, 10)} the server's own draw code drew ${draws} rounds`);
    const rows = within(section).getAllByRole('row');
    const { site1, sum } = committed.tests;
    expect(rows[1]).toHaveTextContent(`Digit 1${site1.statistic.toFixed(2)}${site1.pValue.toFixed(4)}Pass`);
    expect(rows[4]).toHaveTextContent(`Sum${sum.statistic.toFixed(2)}${sum.pValue.toFixed(4)}Pass`);
    // The command is for someone technical: folded away under a line a player reads.
    expect(within(section).getByText(committed.command).closest('details')).not.toBeNull();
    expect(committed.command).toContain(`--seed ${committed.seed} --salt ${committed.salt} --from ${committed.fromIssue}`);
    expect(screen.getByRole('link', { name: 'Check a round' })).toHaveAttribute('href', '/verify?game_id=2');
  });

  it.each(['tw', 'zh', 'en'] as const)(
    'explains the draw for a player in %s: no hash, SHA-256, HMAC, seed or chi-square outside the folded command',
    async (locale) => {
      renderScreen(<LotteryExplainScreen />, {
        path: '/lotteryExplain?id=21&game_id=2',
        locale,
        user: fakeUser(),
        answers: { lotteryIndex: games, oddsList: { rule_base: [rule(1, '1.98')] } },
      });
      await screen.findByTestId('odds-table');
      const page = screen.getByTestId('screen-lotteryExplain').cloneNode(true) as HTMLElement;
      page.querySelectorAll('details code').forEach((command) => command.remove());
      expect(page.textContent).not.toMatch(/hash|SHA|HMAC|seed|chi|p-value|p 值|npm|卡方|哈希|盐值/i);
    },
  );

  it('marks a test whose p-value is below the limit as failed', () => {
    const skewed: FairnessResult = {
      ...committed,
      tests: { ...committed.tests, site2: { statistic: 36.5, df: 9, pValue: 0.0000323 } },
    };
    renderScreen(<FairnessTest run={skewed} />, { path: '/lotteryExplain', locale: 'zh', user: fakeUser(), answers: {} });
    const rows = screen.getAllByRole('row');
    expect(rows[2]).toHaveTextContent('第 2 位数字36.500.0000不通过');
    expect(rows[1]).toHaveTextContent(/通过$/);
    expect(rows[1]).not.toHaveTextContent('不通过');
  });
});
