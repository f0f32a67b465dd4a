import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { VerificationStatus } from 'shared-contracts/api';
import { fakeUser } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { BaseinfoScreen } from './BaseinfoScreen';

const member = fakeUser({ username: 'alice01', nickname: 'Alice' });
const none: VerificationStatus = {
  level: 'none',
  legal_name: null,
  birth_date: null,
  thresholds: { basic_above: 100_000, full_above: 500_000 },
  pending: null,
  rejected: null,
};
const basic: VerificationStatus = { ...none, level: 'basic', legal_name: 'Alice Chen', birth_date: '1990-05-17' };
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'photo.jpg', { type: 'image/png' });

describe('identity verification on /baseinfo', () => {
  it('says the level and what large withdrawals need, and saves the name and date of birth', async () => {
    const view = renderScreen(<BaseinfoScreen />, {
      user: member,
      answers: { userInfo: member, verificationStatus: none, verificationBasic: basic },
    });
    expect(await screen.findByTestId('verification-level')).toHaveTextContent('Not verified');
    expect(screen.getByTestId('verification-thresholds')).toHaveTextContent(
      'Withdrawals above 1000u need basic verification, above 5000u full (one withdrawal, or with your withdrawals of the last 30 days).',
    );
    fireEvent.change(screen.getByPlaceholderText('Your name as on your ID'), { target: { value: ' Alice Chen ' } });
    fireEvent.change(screen.getByTestId('verification-birth'), { target: { value: '1990-05-17' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name and date of birth' }));
    await waitFor(() => expect(view.named('verificationBasic')).toHaveLength(1));
    expect(view.named('verificationBasic')[0]!.body).toEqual({ legal_name: 'Alice Chen', birth_date: '1990-05-17' });
    expect(await screen.findByTestId('verification-level')).toHaveTextContent('Basic');
  });

  it('uploads a document and a selfie from the phone, then submits them for review', async () => {
    let next = 40;
    const view = renderScreen(<BaseinfoScreen />, {
      user: member,
      answers: {
        userInfo: member,
        verificationStatus: basic,
        verificationUpload: () => ({ file_id: (next += 1) }),
        verificationSubmit: { ...basic, pending: { id: 9, createtime: 1_790_000_000 } },
      },
    });
    const document = await screen.findByTestId('verification-document');
    expect(document).toHaveAttribute('accept', 'image/*');
    expect(document).toHaveAttribute('capture', 'environment');
    expect(screen.getByTestId('verification-selfie')).toHaveAttribute('capture', 'user');
    const submit = screen.getByRole('button', { name: 'Submit for review' });
    expect(submit).toBeDisabled();
    fireEvent.change(document, { target: { files: [png()] } });
    await waitFor(() => expect(view.named('verificationUpload')).toHaveLength(1));
    fireEvent.change(screen.getByTestId('verification-selfie'), { target: { files: [png()] } });
    await waitFor(() => expect(view.named('verificationUpload')).toHaveLength(2));
    expect(view.named('verificationUpload')[0]!.body).toEqual({ kind: 'document', image: 'iVBORw0KGgo=' });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    await waitFor(() => expect(view.named('verificationSubmit')).toHaveLength(1));
    expect(view.named('verificationSubmit')[0]!.body).toEqual({ document_id: 41, selfie_id: 42 });
    expect(await screen.findByTestId('verification-pending')).toHaveTextContent('being reviewed');
    // The name and date under review are shown, no longer editable.
    expect(screen.queryByTestId('verification-name')).toBeNull();
    expect(screen.getByText('Alice Chen')).toBeInTheDocument();
  });

  it('shows support’s reason for a rejection, and nothing to fill in once full', async () => {
    renderScreen(<BaseinfoScreen />, {
      user: member,
      answers: { userInfo: member, verificationStatus: { ...basic, rejected: { reason: 'The photo is blurred', createtime: 1 } } },
    });
    expect(await screen.findByTestId('verification-rejected')).toHaveTextContent(
      'Your last submission was not approved: The photo is blurred. Please upload again.',
    );
  });

  it('asks nothing of a fully verified member', async () => {
    renderScreen(<BaseinfoScreen />, { user: member, answers: { userInfo: member, verificationStatus: { ...basic, level: 'full' } } });
    expect(await screen.findByTestId('verification-level')).toHaveTextContent('Full');
    expect(screen.queryByTestId('verification-name')).toBeNull();
    expect(screen.queryByTestId('verification-document')).toBeNull();
  });
});
