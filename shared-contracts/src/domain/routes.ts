/** Every route of docs/product.md (screens) and the remote that owns it. The shell routes by this table. */
export type RemoteName = 'account' | 'trade' | 'wallet' | 'content';

export const ROUTES = {
  home: '/',
  lottery: '/lottery',
  room: '/room',
  find: '/find',
  personal: '/personal',
  login: '/login',
  register: '/register',
  language: '/language',
  setting: '/setting',
  changeline: '/changeline',
  about: '/about',
  system: '/system',
  baseinfo: '/baseinfo',
  defaultAvatar: '/defaultAvatar',
  setSecurityCode: '/setSecurityCode',
  changePassword: '/changePassword',
  shareFriend: '/shareFriend',
  responsiblePlay: '/responsiblePlay',
  activityStatement: '/activityStatement',
  betRoom: '/betRoom',
  lotteryDetail: '/lotteryDetail',
  lotteryExplain: '/lotteryExplain',
  trendChart: '/trendChart',
  betRecord: '/BetRecord',
  betDetail: '/betDetail',
  verify: '/verify',
  recharge: '/Recharge',
  withdraw: '/Withdraw',
  bankCardManage: '/bankCardManage',
  addBankCard: '/addBankCard',
  addVirtualWallet: '/addVirtualWallet',
  capitalDetail: '/CapitalDetail',
  moreNews: '/moreNews',
  articleDetail: '/aticleDetail',
  announcement: '/announcement',
  notice: '/Notice',
  actionCenter: '/actionCenter',
} as const;

export type RouteName = keyof typeof ROUTES;
export type RoutePath = (typeof ROUTES)[RouteName];

export const ROUTE_OWNERS: Record<RemoteName, readonly RoutePath[]> = {
  account: [
    ROUTES.login,
    ROUTES.register,
    ROUTES.personal,
    ROUTES.setting,
    ROUTES.changeline,
    ROUTES.about,
    ROUTES.system,
    ROUTES.language,
    ROUTES.baseinfo,
    ROUTES.defaultAvatar,
    ROUTES.setSecurityCode,
    ROUTES.changePassword,
    ROUTES.shareFriend,
    ROUTES.responsiblePlay,
    ROUTES.activityStatement,
  ],
  trade: [
    ROUTES.lottery,
    ROUTES.betRoom,
    ROUTES.lotteryDetail,
    ROUTES.lotteryExplain,
    ROUTES.trendChart,
    ROUTES.find,
    ROUTES.betRecord,
    ROUTES.betDetail,
    ROUTES.verify,
  ],
  wallet: [ROUTES.recharge, ROUTES.withdraw, ROUTES.bankCardManage, ROUTES.addBankCard, ROUTES.addVirtualWallet, ROUTES.capitalDetail],
  content: [ROUTES.home, ROUTES.moreNews, ROUTES.articleDetail, ROUTES.announcement, ROUTES.notice, ROUTES.actionCenter],
};

/** Routes reachable without a token. /setSecurityCode carries no auth flag in the spec but still needs a session to submit. */
export const PUBLIC_ROUTES: readonly RoutePath[] = [ROUTES.login, ROUTES.register, ROUTES.language];

/** Route paths match case-insensitively, as the original app's router did. */
export function ownerOf(pathname: string): RemoteName | null {
  const path = normalizePath(pathname);
  for (const [remote, paths] of Object.entries(ROUTE_OWNERS) as [RemoteName, readonly RoutePath[]][]) {
    if (paths.some((p) => p.toLowerCase() === path)) return remote;
  }
  return null;
}

export function isPublicRoute(pathname: string): boolean {
  const path = normalizePath(pathname);
  return PUBLIC_ROUTES.some((p) => p.toLowerCase() === path);
}

function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

/** The route names a remote owns. */
export function routesOf(remote: RemoteName): RouteName[] {
  return (Object.keys(ROUTES) as RouteName[]).filter((name) => ROUTE_OWNERS[remote].includes(ROUTES[name]));
}
