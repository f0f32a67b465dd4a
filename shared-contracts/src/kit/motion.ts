/**
 * The kit's widgets that animate with react-spring or drag with use-gesture: with Toast (./toastWidget.ts) and
 * the overlay mask they weigh ~45 KB gzip, and no screen needs them to show itself. So the kit fetches this module
 * when one of them is first used (./deferred.tsx): screens import them from 'shared-contracts/kit' like every
 * other widget.
 */
export { default as ActionSheet } from 'antd-mobile/es/components/action-sheet';
export { default as Dialog } from 'antd-mobile/es/components/dialog';
export { default as NumberKeyboard } from 'antd-mobile/es/components/number-keyboard';
export { default as Popup } from 'antd-mobile/es/components/popup';
export { default as PullToRefresh } from 'antd-mobile/es/components/pull-to-refresh';
export { default as Tabs } from 'antd-mobile/es/components/tabs';
export { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
