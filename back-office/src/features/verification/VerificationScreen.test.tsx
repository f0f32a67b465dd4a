import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeSession, ok, renderConsole } from '../../testing/renderConsole';
import type { SubmissionRow } from './api/opsVerification';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const ROW: SubmissionRow = {
  id: 5,
  user_id: 42,
  username: 'dora',
  level: 'basic',
  legal_name: 'Dora Lin',
  birth_date: '1990-05-17',
  document_file: 11,
  selfie_file: 12,
  createtime: 1_767_196_801,
};
const THRESHOLDS = {
  basic_above: 100_000,
  full_above: 500_000,
  defaults: { basic_above: 100_000, full_above: 500_000 },
  set_by: null,
  set_at: null,
};

function render(role: 'support' | 'admin' = 'support') {
  return renderConsole({
    path: '/verification',
    locale: 'en',
    session: fakeSession(role, 'sam'),
    answers: {
      '/api/ops/verificationQueue': ok({ rows: [ROW] }),
      '/api/ops/verificationFile': (body) => ok({ kind: body.file_id === 11 ? 'document' : 'selfie', mime: 'image/png', data: PNG }),
      '/api/ops/verificationDecide': ok({ id: 5, status: 'rejected' }),
      '/api/ops/verificationThresholds': ok(THRESHOLDS),
    },
  });
}

describe('VerificationScreen', () => {
  it('lists pending submissions and the thresholds; opening one shows both images, then rejects with a reason', async () => {
    const page = render();
    expect(await screen.findByRole('link', { name: 'dora (42)' }, { timeout: 10_000 })).toHaveAttribute('href', '/members/42');
    expect(screen.getByText('Dora Lin')).toBeInTheDocument();
    expect(await screen.findByTestId('verification-thresholds')).toHaveTextContent(
      'In force: above 1000u basic verification, above 5000u full',
    );
    // Nothing is read before support opens a submission.
    expect(page.calls.filter((c) => c.path === '/api/ops/verificationFile')).toEqual([]);
    fireEvent.click(screen.getByTestId('verification-open-5'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByTestId('verification-image-document')).toBeInTheDocument());
    expect(within(dialog).getByAltText('Selfie')).toHaveAttribute('src', `data:image/png;base64,${PNG}`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Give a reason (3 characters or more)')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'The photo is blurred' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(page.calls.filter((c) => c.path === '/api/ops/verificationDecide')).toHaveLength(1));
    expect(page.calls.find((c) => c.path === '/api/ops/verificationDecide')!.body).toMatchObject({
      submission_id: 5,
      decision: 'reject',
      reason: 'The photo is blurred',
    });
    // Support does not change the thresholds.
    expect(screen.queryByRole('button', { name: 'Ask to change' })).toBeNull();
  });

  it('lets an admin ask to change the thresholds', async () => {
    render('admin');
    expect(await screen.findByRole('button', { name: 'Ask to change' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
