import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { Suspense } from 'react';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as JsxRuntime from 'react/jsx-runtime';
import type * as Kit from './index';

/**
 * The kit as a page starts with it: the motion widgets not fetched yet (the test setup fetches them for every other
 * test, so each test here takes a fresh kit, on this file's React).
 */
function freshKit() {
  jest.resetModules();
  jest.doMock('react', () => React);
  jest.doMock('react/jsx-runtime', () => JsxRuntime);
  jest.doMock('react-dom', () => ReactDom);
  jest.doMock('react-dom/client', () => ReactDomClient);
  // Which of the kit's deferred modules the page has fetched.
  const fetchedModules = new Set<string>();
  for (const name of ['./motion', './toastWidget'])
    jest.doMock(name, () => {
      fetchedModules.add(name);
      return jest.requireActual(name);
    });
  const kit = jest.requireActual<typeof Kit>('./index');
  // As the shell starts (platform/standalone.tsx): antd-mobile's imperative widgets on React 19's root API.
  kit.unstableSetRender((node, container) => {
    const root = ReactDomClient.createRoot(container);
    root.render(node);
    return async () => root.unmount();
  });
  return {
    kit,
    fetched: (name: './motion' | './toastWidget' = './motion') => fetchedModules.has(name),
    landed: () => act(() => kit.loadMotionWidgets()),
  };
}

describe("the kit's motion widgets, fetched on first use", () => {
  it('renders a closed Popup as nothing, without fetching; opened, it fetches and shows its content', async () => {
    const { kit, fetched } = freshKit();
    const view = render(
      <kit.Popup visible={false}>
        <p>Line 1</p>
      </kit.Popup>,
    );
    expect(screen.queryByText('Line 1')).toBeNull();
    expect(fetched()).toBe(false);
    view.rerender(
      <kit.Popup visible>
        <p>Line 1</p>
      </kit.Popup>,
    );
    await screen.findByText('Line 1');
    expect(fetched()).toBe(true);
  });

  it('shows the Dialog a screen opens at once with its content and actions', async () => {
    const { kit } = freshKit();
    render(<kit.Dialog visible content="Contact customer service" actions={[{ key: 'ok', text: 'OK' }]} />);
    await screen.findByText('Contact customer service');
    screen.getByText('OK');
  });

  it('asks with Dialog.confirm once the widget is fetched, and answers what the user chose', async () => {
    const { kit } = freshKit();
    let answer: Promise<boolean> | undefined;
    act(() => void (answer = kit.Dialog.confirm({ content: 'Place the order?', confirmText: 'Yes', cancelText: 'No' })));
    fireEvent.click(await screen.findByText('Yes'));
    await expect(answer).resolves.toBe(true);
  });

  it('suspends a screen with Tabs until they are fetched, then shows every tab by its title', async () => {
    const { kit, landed } = freshKit();
    const page = (
      <Suspense fallback={<p>Loading</p>}>
        <kit.Tabs activeKey="2">
          <kit.Tabs.Tab key="1" title="Singapore" />
          <kit.Tabs.Tab key="2" title="Taiwan" />
        </kit.Tabs>
      </Suspense>
    );
    const view = render(page);
    screen.getByText('Loading');
    await landed();
    await act(async () => view.rerender(page));
    screen.getByText('Taiwan');
    screen.getByText('Singapore');
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it("shows the page's first toast once fetched, and none when it was cleared meanwhile", async () => {
    const { kit, fetched } = freshKit();
    act(() => void kit.Toast.show({ content: 'Saved' }));
    await screen.findByText('Saved');
    expect(fetched('./toastWidget')).toBe(true);
    expect(fetched('./motion')).toBe(false);

    const again = freshKit();
    act(() => {
      again.kit.Toast.show({ content: 'Copied' });
      again.kit.Toast.clear();
    });
    await waitFor(() => expect(again.fetched('./toastWidget')).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it('fetches again after a failed fetch (a dropped connection)', async () => {
    const { kit } = freshKit();
    jest.doMock('./motion', () => {
      throw new Error('network down');
    });
    await expect(kit.loadMotionWidgets()).rejects.toThrow('network down');
    jest.dontMock('./motion');
    await expect(kit.loadMotionWidgets()).resolves.toBeUndefined();
    render(<kit.Popup visible>Line 2</kit.Popup>);
    screen.getByText('Line 2');
  });
});
