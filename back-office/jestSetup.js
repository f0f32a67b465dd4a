// The console's tests (jsdom): jest-dom's matchers and the few browser APIs antd touches that jsdom lacks.
require('../config/jestBrowserApis');
// antd's Form schedules its validation with a MessageChannel: a timer stands in (node's own keeps jest from exiting).
if (!globalThis.MessageChannel) {
  globalThis.MessageChannel = class {
    constructor() {
      this.port1 = { onmessage: null, postMessage: (data) => setTimeout(() => this.port2.onmessage?.({ data })), close() {} };
      this.port2 = { onmessage: null, postMessage: (data) => setTimeout(() => this.port1.onmessage?.({ data })), close() {} };
    }
  };
}
// jsdom implements getComputedStyle without pseudo-elements; antd asks for them (scroll bars, wave effects).
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element) => getComputedStyle(element);
// A screen's code is fetched (required) the first time the console opens it (App.tsx), and the suite shares 2 cores:
// a findBy waits up to 10 s, not 1 s, for the first render of a screen.
jest.setTimeout(30_000);
require('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });
// Each test installs its own fake fetch (src/testing/renderConsole.tsx); none reaches a network.
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  localStorage.clear();
});
