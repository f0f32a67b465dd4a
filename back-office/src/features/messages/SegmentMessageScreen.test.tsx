import { screen, waitFor } from '@testing-library/react';
import { fakeSession, ok, refusal, renderConsole } from '../../testing/renderConsole';

const asked = {
  id: 12,
  kind: 'message.segment',
  payload: { segment: { kind: 'deposited_this_month' }, title: { tw: '本月', zh: '本月', en: 'This month' }, body: {} },
  reason: 'monthly thanks',
  requested_by: 'operator:sam',
  requested_at: 1_700_000_000,
  state: 'pending',
  decided_by: null,
  decided_at: null,
  decision_reason: null,
  result: null,
};

describe('SegmentMessageScreen', () => {
  it('counts whom a segment reaches and whom it leaves out, then asks with the three languages and a reason', async () => {
    const page = renderConsole({
      path: '/messages',
      locale: 'en',
      session: fakeSession('support', 'sam'),
      answers: {
        '/api/ops/segmentPreview': ok({ reached: 120, excluded: 3, disabled: 2 }),
        '/api/ops/segmentAsk': ok(asked),
      },
    });
    await page.user.click(await screen.findByRole('button', { name: 'Count members' }, { timeout: 10_000 }));
    expect(await screen.findByText('Reaches 120 members; left out: 3 excluded, 2 disabled.')).toBeInTheDocument();
    expect(page.calls.at(-1)).toMatchObject({ path: '/api/ops/segmentPreview', body: { segment: { kind: 'deposited_this_month' } } });

    const titles = screen.getAllByLabelText('Title');
    const bodies = screen.getAllByLabelText('Text');
    for (const [i, words] of [
      ['本月', '謝謝'],
      ['本月', '谢谢'],
      ['This month', 'Thanks'],
    ].entries()) {
      await page.fill(titles[i]!, words[0]!);
      await page.fill(bodies[i]!, `${words[1]}\nagain`);
    }
    await page.fill(screen.getByLabelText('Why'), 'monthly thanks');
    await page.user.click(screen.getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(page.calls.at(-1)).toMatchObject({ path: '/api/ops/segmentAsk' }));
    expect(page.calls.at(-1)!.body).toMatchObject({
      segment: { kind: 'deposited_this_month' },
      title_tw: '本月',
      title_en: 'This month',
      body_zh: '谢谢 again',
      body_en: 'Thanks again',
      reason: 'monthly thanks',
    });
    expect(await screen.findByRole('link', { name: /Request #12 asked/ })).toHaveAttribute('href', '/requests');
  });

  it('shows a refusal: a segment reaching nobody', async () => {
    const page = renderConsole({
      path: '/messages',
      locale: 'en',
      session: fakeSession('support', 'sam'),
      answers: { '/api/ops/segmentPreview': refusal(70160, 'Invalid period') },
    });
    await page.user.click(await screen.findByRole('button', { name: 'Count members' }, { timeout: 10_000 }));
    expect(await screen.findByText(/Invalid period/)).toBeInTheDocument();
  });
});

describe('RequestsScreen for support', () => {
  it('lists a message to a segment in words, with no correction form', async () => {
    renderConsole({
      path: '/requests',
      locale: 'en',
      session: fakeSession('support', 'kim'),
      answers: { '/api/ops/requests': ok({ rows: [asked] }) },
    });
    const row = (await screen.findByText('To members who deposited this month: “This month”', {}, { timeout: 10_000 })).closest('tr')!;
    expect(row).toHaveTextContent('Message to a segment');
    expect(screen.queryByText('Ask for a change')).not.toBeInTheDocument(); // corrections and waivers are an admin's
  });
});
