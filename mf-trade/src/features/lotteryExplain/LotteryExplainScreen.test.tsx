import { screen, within } from '@testing-library/react';
import { fakeUser } from 'shared-contracts/testing';
import { games } from '../../testing/fixtures';
import { renderScreen } from '../../testing/renderScreen';
import { LotteryExplainScreen } from './LotteryExplainScreen';

const rule = (cls: number, odds: string) => ({ class: cls, class_name: '', odds, min_money: 100, max_money: 100_000 });

describe('LotteryExplainScreen', () => {
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
});
