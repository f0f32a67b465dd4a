/**
 * The UI kit as the suite shares it: the antd-mobile widgets the screens use, one instance per page.
 * Shared modules are not tree-shaken (a host cannot know what remotes will use), so sharing antd-mobile
 * whole would send ~170 KB gzip to every visitor; sharing this list sends only these widgets.
 * The widgets that animate (Popup, Dialog, ActionSheet, NumberKeyboard, PullToRefresh, Tabs, Toast: react-spring
 * and use-gesture) are fetched the first time a page uses one (./motion.ts, ./deferred.tsx), and so are
 * ErrorBlock's pictures (./errorBlock.ts): the first screen of a page loads without them. Form is apart, in
 * 'shared-contracts/kit/form': with its validator it weighs as much as these widgets together, and only screens with
 * a form load it (its help tooltip, Popover, only a field with `help`: ./formHelpPopover.tsx).
 * Remotes and the shell import these widgets from here, never from 'antd-mobile' (lint enforces it).
 * A widget this list lacks is one more line here (a shared-contracts change: rebuild the shell); until then a
 * remote may import it by its own path, bundled into that remote (README, "Widgets"; config/kitWidgets.cjs).
 */
// Each widget by its own path, and antd-mobile's global styles once: the package index would tie these to the
// animated widgets of ./motion.ts in one module of the bundle.
import 'antd-mobile/es/global';
export { default as Badge } from 'antd-mobile/es/components/badge';
export { default as Button } from 'antd-mobile/es/components/button';
export { default as Checkbox } from 'antd-mobile/es/components/checkbox';
export { default as DotLoading } from 'antd-mobile/es/components/dot-loading';
export { default as Grid } from 'antd-mobile/es/components/grid';
export { default as InfiniteScroll } from 'antd-mobile/es/components/infinite-scroll';
export { default as Input } from 'antd-mobile/es/components/input';
export { default as List } from 'antd-mobile/es/components/list';
export { default as NavBar } from 'antd-mobile/es/components/nav-bar';
export { default as PasscodeInput } from 'antd-mobile/es/components/passcode-input';
export { default as Switch } from 'antd-mobile/es/components/switch';
export { default as TabBar } from 'antd-mobile/es/components/tab-bar';
export { default as Tag } from 'antd-mobile/es/components/tag';
export type * from 'antd-mobile';
export { ActionSheet, Dialog, NumberKeyboard, Popup, PullToRefresh, Tabs, loadMotionWidgets, unstableSetRender } from './deferred';
export { ErrorBlock } from './errorBlock';
export { Toast } from './toast';
