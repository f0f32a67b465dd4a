// The player's packages' jsdom setup: the browser APIs jsdom lacks, then the kit as the shell starts it.
require('./jestBrowserApis');
// antd-mobile's imperative Toast/Dialog on React 19, as the shell does at start-up.
require('shared-contracts/platform').enableAntdOnReact19();
// The kit fetches its animated widgets on first use (shared-contracts/src/kit/deferred.tsx); tests start with them
// loaded, so a screen renders at once as it does once a page has them.
beforeAll(() => require('shared-contracts/kit').loadMotionWidgets());
