// The console's tests (jsdom): jest-dom's matchers and the few browser APIs antd touches that jsdom lacks.
require('@testing-library/jest-dom');
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
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
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// antd's screens render slowly under jsdom on a small machine.
jest.setTimeout(20_000);
// Each test installs its own fake fetch (src/testing/renderConsole.tsx); none reaches a network.
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  localStorage.clear();
});
