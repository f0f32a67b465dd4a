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
// antd's screens render slowly under jsdom on a small machine.
jest.setTimeout(20_000);
// Each test installs its own fake fetch (src/testing/renderConsole.tsx); none reaches a network.
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  localStorage.clear();
});
