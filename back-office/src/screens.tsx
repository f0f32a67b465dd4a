import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { OpsPermission } from 'shared-contracts/ops/endpoints';

/**
 * Every screen behind the gate, in menu order: its path (below /ops), its menu label (none: reached from another
 * screen), the permission of shared-contracts/ops its role needs (PERMISSIONS, as the api checks each call) and its code,
 * fetched when first opened (sign-in and enrolment load none of them). This one table draws the routes, the side menu and
 * the guard: a screen the operator's role lacks is neither in the menu nor reachable (the server refuses its calls anyway).
 */
export interface ConsoleScreen {
  path: string;
  label?: string;
  permission: OpsPermission;
  component: LazyExoticComponent<ComponentType>;
}

const screen = <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

export const SCREENS: readonly ConsoleScreen[] = [
  {
    path: '/dashboard',
    label: 'common.menu.dashboard',
    permission: 'read',
    component: screen(() => import('./features/dashboard/DashboardScreen'), 'DashboardScreen'),
  },
  {
    path: '/alerts',
    label: 'common.menu.alerts',
    permission: 'read',
    component: screen(() => import('./features/alerts/AlertsScreen'), 'AlertsScreen'),
  },
  {
    path: '/reports',
    label: 'common.menu.reports',
    permission: 'read',
    component: screen(() => import('./features/reports/ReportsScreen'), 'ReportsScreen'),
  },
  {
    path: '/reconciliation',
    label: 'common.menu.reconciliation',
    permission: 'read',
    component: screen(() => import('./features/reconciliation/ReconciliationScreen'), 'ReconciliationScreen'),
  },
  {
    path: '/checks',
    label: 'common.menu.checks',
    permission: 'admin',
    component: screen(() => import('./features/checks/ChecksScreen'), 'ChecksScreen'),
  },
  {
    path: '/audit',
    label: 'common.menu.audit',
    permission: 'read',
    component: screen(() => import('./features/audit/AuditScreen'), 'AuditScreen'),
  },
  {
    path: '/queues',
    label: 'common.menu.queues',
    permission: 'cashier',
    component: screen(() => import('./features/queues/QueuesScreen'), 'QueuesScreen'),
  },
  {
    path: '/members',
    label: 'common.menu.members',
    permission: 'support',
    component: screen(() => import('./features/members/MembersScreen'), 'MembersScreen'),
  },
  {
    path: '/members/:id',
    permission: 'support',
    component: screen(() => import('./features/members/MemberDetailScreen'), 'MemberDetailScreen'),
  },
  {
    path: '/exclusions',
    label: 'common.menu.exclusions',
    permission: 'support',
    component: screen(() => import('./features/members/ExclusionsScreen'), 'ExclusionsScreen'),
  },
  {
    path: '/messages',
    label: 'common.menu.messages',
    permission: 'support',
    component: screen(() => import('./features/messages/SegmentMessageScreen'), 'SegmentMessageScreen'),
  },
  {
    path: '/cases',
    label: 'common.menu.cases',
    permission: 'support',
    component: screen(() => import('./features/members/CasesScreen'), 'CasesScreen'),
  },
  {
    path: '/verification',
    label: 'common.menu.verification',
    permission: 'support',
    component: screen(() => import('./features/verification/VerificationScreen'), 'VerificationScreen'),
  },
  {
    path: '/operators',
    label: 'common.menu.operators',
    permission: 'admin',
    component: screen(() => import('./features/operators/OperatorsScreen'), 'OperatorsScreen'),
  },
  {
    path: '/gifts',
    label: 'common.menu.gifts',
    permission: 'admin',
    component: screen(() => import('./features/gifts/GiftsScreen'), 'GiftsScreen'),
  },
  {
    // Support decides messages to a segment there (the server lists each role the kinds it may decide).
    path: '/requests',
    label: 'common.menu.requests',
    permission: 'support',
    component: screen(() => import('./features/requests/RequestsScreen'), 'RequestsScreen'),
  },
  {
    path: '/games',
    label: 'common.menu.games',
    permission: 'admin',
    component: screen(() => import('./features/games/GamesScreen'), 'GamesScreen'),
  },
  {
    path: '/promotions',
    label: 'common.menu.promotions',
    permission: 'admin',
    component: screen(() => import('./features/promotions/PromotionsScreen'), 'PromotionsScreen'),
  },
  {
    path: '/content',
    label: 'common.menu.content',
    permission: 'admin',
    component: screen(() => import('./features/content/ContentScreen'), 'ContentScreen'),
  },
  {
    path: '/account',
    label: 'common.menu.account',
    permission: 'ownAccount',
    component: screen(() => import('./features/account/AccountScreen'), 'AccountScreen'),
  },
];
