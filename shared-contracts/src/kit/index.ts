/**
 * The UI kit as the suite shares it: the antd-mobile widgets the screens use, one instance per page.
 * Shared modules are not tree-shaken (a host cannot know what remotes will use), so sharing antd-mobile
 * whole would send ~170 KB gzip to every visitor; sharing this list sends only these widgets.
 * Form is apart, in 'shared-contracts/kit/form': with its validator and popover it weighs as much as the
 * rest together, and only screens with a form load it.
 * Remotes and the shell import these widgets from here, never from 'antd-mobile' (lint enforces it).
 * A widget this list lacks is one more line here (a shared-contracts change: rebuild the shell); until then a
 * remote may import it by its own path, bundled into that remote (README, "Widgets"; config/kitWidgets.cjs).
 */
export {
  ActionSheet,
  Button,
  Checkbox,
  Dialog,
  DotLoading,
  ErrorBlock,
  Grid,
  InfiniteScroll,
  Input,
  List,
  NavBar,
  NumberKeyboard,
  PasscodeInput,
  Popup,
  PullToRefresh,
  Switch,
  TabBar,
  Tabs,
  Tag,
  unstableSetRender,
} from 'antd-mobile';
export type * from 'antd-mobile';
export { Toast } from './toast';
