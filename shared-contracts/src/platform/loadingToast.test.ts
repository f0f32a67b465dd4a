import { LOADING_TOAST_DELAY_MS, delayedLoadingToast } from './loadingToast';

describe('the loading toast of the api calls', () => {
  const show = jest.fn();
  const clear = jest.fn();
  let loading: (on: boolean) => void;

  beforeEach(() => {
    jest.useFakeTimers();
    show.mockClear();
    clear.mockClear();
    loading = delayedLoadingToast(show, clear);
  });
  afterEach(() => jest.useRealTimers());

  it('shows once a call has lasted the delay, and goes when the call ends', () => {
    loading(true);
    jest.advanceTimersByTime(LOADING_TOAST_DELAY_MS - 1);
    expect(show).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledTimes(1);
    loading(false);
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('never shows for a call answered sooner', () => {
    loading(true);
    jest.advanceTimersByTime(LOADING_TOAST_DELAY_MS / 2);
    loading(false);
    jest.advanceTimersByTime(LOADING_TOAST_DELAY_MS * 10);
    expect(show).not.toHaveBeenCalled();
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('shows one toast for calls started together', () => {
    loading(true);
    loading(true);
    jest.advanceTimersByTime(LOADING_TOAST_DELAY_MS);
    expect(show).toHaveBeenCalledTimes(1);
  });
});
