import { Globals } from '@react-spring/web';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from 'shared-contracts';
import { fakeUser } from 'shared-contracts/testing';
import { renderScreen } from '../../testing/renderScreen';
import { BaseinfoScreen } from './BaseinfoScreen';

const member = fakeUser({ username: 'alice01', nickname: 'Alice' });

describe('BaseinfoScreen', () => {
  // The confirm's fade ends at once: on a busy CI machine it could outlast waitFor and hang over the next test.
  // Not global: a looping spinner with skipped animation loops forever.
  beforeAll(() => Globals.assign({ skipAnimation: true }));
  afterAll(() => Globals.assign({ skipAnimation: false }));

  it('shows the account and the nickname read-only', async () => {
    renderScreen(<BaseinfoScreen />, { path: '/baseinfo?name=alice01', user: member, answers: { userInfo: member } });
    expect(screen.getByTestId('baseinfo-account')).toHaveTextContent('alice01');
    expect(await screen.findByText('Alice')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('asks for the ID card number before saving', async () => {
    const view = renderScreen(<BaseinfoScreen />, { user: member, answers: { userInfo: member } });
    await screen.findByText('Alice');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the ID card number')).toBeInTheDocument();
    expect(view.named('profile')).toEqual([]);
  });

  it('warns that the number cannot be changed, in a confirm, before anything is saved', async () => {
    const view = renderScreen(<BaseinfoScreen />, { user: member, answers: { userInfo: member, profile: member } });
    await screen.findByText('Alice');
    fireEvent.change(screen.getByPlaceholderText('Please enter the ID card number'), { target: { value: 'A123456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirm the ID card number')).toBeInTheDocument();
    expect(within(dialog).getByTestId('baseinfo-confirm-idcard')).toHaveTextContent('A123456789');
    expect(within(dialog).getByText('It cannot be changed once saved. Please check that it is right.')).toBeInTheDocument();
    expect(view.named('profile')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.named('profile')).toEqual([]);
    expect(screen.getByPlaceholderText('Please enter the ID card number')).toHaveValue('A123456789');
  });

  it('saves the ID card number once confirmed, then shows it read-only', async () => {
    const view = renderScreen(<BaseinfoScreen />, {
      user: member,
      answers: { userInfo: member, profile: (body) => ({ ...member, idcard: String(body?.idcard).toUpperCase() }) },
    });
    await screen.findByText('Alice');
    fireEvent.change(screen.getByPlaceholderText('Please enter the ID card number'), { target: { value: ' 11010519491231002x ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm and save' }));
    await waitFor(() => expect(view.named('profile')).toHaveLength(1));
    // The confirm is gone (not left fading over the next test).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.named('profile')[0]!.body).toEqual({ idcard: '11010519491231002x' });
    expect(await screen.findByTestId('baseinfo-idcard')).toHaveTextContent('11010519491231002X');
    expect(screen.queryByPlaceholderText('Please enter the ID card number')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(view.session.user()?.idcard).toBe('11010519491231002X');
  });

  it('keeps the field editable when the server refuses the number', async () => {
    const view = renderScreen(<BaseinfoScreen />, {
      user: member,
      answers: {
        userInfo: member,
        profile: () => {
          throw new ApiError(20011, 'bad id');
        },
      },
    });
    await screen.findByText('Alice');
    fireEvent.change(screen.getByPlaceholderText('Please enter the ID card number'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm and save' }));
    await waitFor(() => expect(view.named('profile')).toHaveLength(1));
    // The confirm is gone (not left fading over the next test).
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByPlaceholderText('Please enter the ID card number')).toHaveValue('123');
  });

  it('an ID card number already set is read-only', async () => {
    renderScreen(<BaseinfoScreen />, { user: member, answers: { userInfo: { ...member, idcard: 'A123456789' } } });
    expect(await screen.findByTestId('baseinfo-idcard')).toHaveTextContent('A123456789');
    expect(screen.getByText('The ID card number cannot be changed once set')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('the avatar sheet offers album, camera (not available yet) and the system pictures', async () => {
    const view = renderScreen(<BaseinfoScreen />, { user: member, answers: { userInfo: member } });
    await screen.findByText('Alice');
    fireEvent.click(screen.getByText('Avatar'));
    expect(await screen.findByText('Choose from album')).toBeInTheDocument();
    expect(screen.getByText('Take a photo')).toBeInTheDocument();
    expect(screen.getAllByText('Picture upload is not available yet')).toHaveLength(2);
    fireEvent.click(screen.getByText('System default picture'));
    expect(view.location()).toBe('/defaultAvatar');
  });
});
