import type { Locale } from 'shared-contracts';

/** Reference content written by migration 002. Texts per locale; HTML content is sanitized by the client. */
type ByLocale = Record<Locale, string>;

/** Banner images are paths inside the served front end (mf-content ships them); English has its own set. */
export const BANNERS: { locale: 'zh' | 'en'; image: string; link: string }[] = [
  { locale: 'zh', image: '/assets/banners/zh/1.jpg', link: '/announcement' },
  { locale: 'zh', image: '/assets/banners/zh/2.jpg', link: '/Recharge' },
  { locale: 'zh', image: '/assets/banners/zh/3.jpg', link: '/lottery' },
  { locale: 'en', image: '/assets/banners/en/1.jpg', link: '/announcement' },
  { locale: 'en', image: '/assets/banners/en/2.jpg', link: '/Recharge' },
  { locale: 'en', image: '/assets/banners/en/3.jpg', link: '/lottery' },
];

export const NOTICE: ByLocale = {
  tw: '歡迎來到交易大廳！通過 USDT (TRC-20) 充值可獲 10% 贈送，定存活動火熱進行中。',
  zh: '欢迎来到交易大厅！通过 USDT (TRC-20) 充值可获 10% 赠送，定存活动火热进行中。',
  en: 'Welcome to the Trading Hall! Deposits via USDT (TRC-20) get a 10% bonus; the fixed-deposit activity is on now.',
};

/** docs/product.md (constants): reserve (whole units) and bonus percent; the bonus is reserve x percent. */
export const FIXED_DEPOSIT_TIERS: readonly { reserve: number; percent: number; orMore?: boolean }[] = [
  { reserve: 100_000, percent: 5 },
  { reserve: 200_000, percent: 6 },
  { reserve: 300_000, percent: 8 },
  { reserve: 400_000, percent: 10 },
  { reserve: 500_000, percent: 12 },
  { reserve: 1_000_000, percent: 15 },
  { reserve: 2_000_000, percent: 20, orMore: true },
];

const units = (n: number) => `${n.toLocaleString('en-US')}u`;

const announcementWords: Record<Locale, { title: string; reserve: string; rate: string; bonus: string; orMore: string; rules: string[] }> =
  {
    tw: {
      title: '定存活動',
      reserve: '預留資金',
      rate: '獎勵比例',
      bonus: '獎勵',
      orMore: '及以上',
      rules: ['獎勵按月發放，每月 30 日結算。', '定存期限為 2 個月；提前取出將不發放獎勵。'],
    },
    zh: {
      title: '定存活动',
      reserve: '预留资金',
      rate: '奖励比例',
      bonus: '奖励',
      orMore: '及以上',
      rules: ['奖励按月发放，每月 30 日结算。', '定存期限为 2 个月；提前取出将不发放奖励。'],
    },
    en: {
      title: 'Fixed-deposit activity',
      reserve: 'Reserve',
      rate: 'Bonus rate',
      bonus: 'Bonus',
      orMore: ' and above',
      rules: ['The bonus is paid monthly, with settlement on the 30th.', 'The term is 2 months; early withdrawal forfeits the bonus.'],
    },
  };

export function announcement(locale: Locale): { title: string; content: string } {
  const w = announcementWords[locale];
  const rows = FIXED_DEPOSIT_TIERS.map(
    (t) =>
      `<tr><td>${units(t.reserve)}${t.orMore ? w.orMore : ''}</td><td>${t.percent}%</td><td>${units((t.reserve * t.percent) / 100)}</td></tr>`,
  ).join('');
  const content =
    `<h3>${w.title}</h3><table><thead><tr><th>${w.reserve}</th><th>${w.rate}</th><th>${w.bonus}</th></tr></thead><tbody>${rows}</tbody></table>` +
    `<ul>${w.rules.map((r) => `<li>${r}</li>`).join('')}</ul>`;
  return { title: w.title, content };
}

interface SeedArticle {
  tab: 'top' | 'original' | 'recommended' | 'wealth';
  title: ByLocale;
  content: ByLocale;
}

export const ARTICLES: SeedArticle[] = [
  {
    tab: 'top',
    title: { tw: '新手指南：三分半鐘一期', zh: '新手指南：三分半钟一期', en: 'Getting started: a round every 3.5 minutes' },
    content: {
      tw: '<p>每期開出三個 0-9 的數字，<strong>三數之和</strong>即為結果。選擇做多、做空、單雙或數字，下單即可參與。</p>',
      zh: '<p>每期开出三个 0-9 的数字，<strong>三数之和</strong>即为结果。选择做多、做空、单双或数字，下单即可参与。</p>',
      en: '<p>Each round draws three digits 0-9 and <strong>their sum</strong> is the result. Pick long, short, odd, even or a number and place your order.</p>',
    },
  },
  {
    tab: 'top',
    title: { tw: '公平可驗證', zh: '公平可验证', en: 'Provably fair' },
    content: {
      tw: '<p>每期結果由公開承諾的雜湊鏈產生，開獎後任何人都可以驗證。</p>',
      zh: '<p>每期结果由公开承诺的哈希链产生，开奖后任何人都可以验证。</p>',
      en: '<p>Every result comes from a hash chain committed in advance; anyone can verify a round after its draw.</p>',
    },
  },
  {
    tab: 'original',
    title: { tw: '如何看懂K線走勢', zh: '如何看懂K线走势', en: 'Reading the candle chart' },
    content: {
      tw: '<p>每根K線對應一期：開盤為第一位數字，收盤為第三位，最高與最低為三數中的最大與最小值。</p>',
      zh: '<p>每根K线对应一期：开盘为第一位数字，收盘为第三位，最高与最低为三数中的最大与最小值。</p>',
      en: '<p>Each candle is one round: open is the first digit, close the third, high and low the largest and smallest of the three.</p>',
    },
  },
  {
    tab: 'original',
    title: { tw: '理性參與，量力而行', zh: '理性参与，量力而行', en: 'Play within your means' },
    content: {
      tw: '<p>每種玩法的回報率都公開列出。請設定預算，<em>不要追逐損失</em>。</p>',
      zh: '<p>每种玩法的回报率都公开列出。请设定预算，<em>不要追逐损失</em>。</p>',
      en: '<p>The return of every outcome is published. Set a budget and <em>never chase losses</em>.</p>',
    },
  },
  {
    tab: 'recommended',
    title: { tw: 'USDT 充值教程', zh: 'USDT 充值教程', en: 'How to deposit USDT' },
    content: {
      tw: '<ol><li>打開充值頁，複製您的專屬 TRC-20 地址。</li><li>在 30 分鐘內完成轉賬並提交數量。</li></ol>',
      zh: '<ol><li>打开充值页，复制您的专属 TRC-20 地址。</li><li>在 30 分钟内完成转账并提交数量。</li></ol>',
      en: '<ol><li>Open the deposit page and copy your exclusive TRC-20 address.</li><li>Complete the transfer within 30 minutes and submit the amount.</li></ol>',
    },
  },
  {
    tab: 'recommended',
    title: { tw: '保護您的賬戶', zh: '保护您的账户', en: 'Protect your account' },
    content: {
      tw: '<p>請設置 6 位安全碼，並且不要把密碼告訴任何人，包括客服。</p>',
      zh: '<p>请设置 6 位安全码，并且不要把密码告诉任何人，包括客服。</p>',
      en: '<p>Set a 6-digit security code and never share your password with anyone, customer service included.</p>',
    },
  },
  {
    tab: 'wealth',
    title: { tw: '定存活動說明', zh: '定存活动说明', en: 'About the fixed-deposit activity' },
    content: {
      tw: '<p>預留資金越多，獎勵比例越高，最高可達 20%。詳見活動公告。</p>',
      zh: '<p>预留资金越多，奖励比例越高，最高可达 20%。详见活动公告。</p>',
      en: '<p>The larger the reserve, the higher the bonus rate, up to 20%. See the activity announcement.</p>',
    },
  },
  {
    tab: 'wealth',
    title: { tw: '穩定幣基礎知識', zh: '稳定币基础知识', en: 'Stablecoin basics' },
    content: {
      tw: '<p>USDT 是與美元掛鉤的穩定幣。TRC-20 版本運行在波場網絡上，手續費低、到賬快。</p>',
      zh: '<p>USDT 是与美元挂钩的稳定币。TRC-20 版本运行在波场网络上，手续费低、到账快。</p>',
      en: '<p>USDT is a stablecoin pegged to the US dollar. Its TRC-20 version runs on the TRON network with low fees and fast transfers.</p>',
    },
  },
];
