/**
 * antd-mobile's Toast, fetched apart from the other animated widgets (./motion.ts) when a page shows its first
 * toast (./toast.ts): a loading toast needs the overlay mask and react-spring, not the drag code of the others.
 */
export { default as Toast } from 'antd-mobile/es/components/toast';
export { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
