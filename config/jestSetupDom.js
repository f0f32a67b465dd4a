// jsdom lacks a few browser APIs the app's libraries touch.
require('@testing-library/jest-dom');
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!globalThis.CSS) globalThis.CSS = {};
if (!globalThis.CSS.supports) globalThis.CSS.supports = () => false;
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
if (!globalThis.IntersectionObserver) {
  globalThis.IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
}
// antd-mobile's imperative Toast/Dialog on React 19, as the shell does at start-up.
require('shared-contracts/platform').enableAntdOnReact19();
// The kit fetches its animated widgets on first use (shared-contracts/src/kit/deferred.tsx); tests start with them
// loaded, so a screen renders at once as it does once a page has them.
beforeAll(() => require('shared-contracts/kit').loadMotionWidgets());
