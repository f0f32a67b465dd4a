import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toast } from './toast';

const FADE_OUT_MS = 800;
const showLoading = () => Toast.show({ icon: 'loading', content: 'Loading', duration: 0 });
const toasts = () => [...document.querySelectorAll('.adm-toast-main')].map((node) => node.textContent);

/** Lets time pass in short steps, so React renders (and the toasts animate) as in a page. */
async function pass(ms: number) {
  for (let waited = 0; waited < ms; waited += 50) await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

/** The most toasts in the page at any one time while `run` goes on, and until the fade-outs are over. */
async function mostToastsAtOnce(run: () => void): Promise<number> {
  let most = toasts().length;
  const observer = new MutationObserver(() => (most = Math.max(most, toasts().length)));
  observer.observe(document.body, { childList: true, subtree: true });
  act(run);
  await pass(FADE_OUT_MS);
  observer.disconnect();
  return most;
}

/** A loading toast on screen, as while a call is in flight. */
async function loadingShown() {
  showLoading();
  await waitFor(() => expect(toasts()).toEqual(['Loading']));
}

afterEach(async () => {
  Toast.clear();
  await pass(FADE_OUT_MS);
});

describe("the kit's Toast", () => {
  it('shows a toast cleared and followed at once by another in its place: never two on screen', async () => {
    await loadingShown();
    const most = await mostToastsAtOnce(() => {
      Toast.clear();
      Toast.show({ icon: 'fail', content: 'Account or password wrong' });
    });
    expect(most).toBe(1);
    expect(toasts()).toEqual(['Account or password wrong']);
  });

  it('removes a toast cleared with nothing after it', async () => {
    await loadingShown();
    await mostToastsAtOnce(() => Toast.clear());
    expect(toasts()).toEqual([]);
  });

  it("puts a write's success toast in the place of its loading toast (the api client clears it as the call ends)", async () => {
    function Save() {
      const save = useMutation({
        mutationFn: async () => {
          await loadingShown();
          Toast.clear();
          return 'ok';
        },
        onSuccess: () => void Toast.show({ icon: 'success', content: 'Saved' }),
      });
      return <button onClick={() => save.mutate()}>save</button>;
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Save />
      </QueryClientProvider>,
    );
    const most = await mostToastsAtOnce(() => fireEvent.click(screen.getByText('save')));
    expect(most).toBe(1);
    expect(toasts()).toEqual(['Saved']);
  });
});
