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
// antd's screens render slowly under jsdom on a small machine (a flow of a few clicks through a modal has taken 20-70 s
// with the whole suite running on 2 cores), and a screen's code is fetched (required) the first time the console
// opens it (App.tsx): a test may take a minute, a findBy waits up to 10 s, not 1 s, for the first render of a screen.
jest.setTimeout(90_000);
require('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });
// Each test installs its own fake fetch (src/testing/renderConsole.tsx); none reaches a network.
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  localStorage.clear();
});
