import type { Kysely } from 'kysely';
import sanitizeHtml from 'sanitize-html';
import type { Dialect } from '../schema';
import { withId } from './helpers';
import type { Migration } from './types';

// Frozen on purpose: the languages, markup rules and seed as they were when 027 was written, not as the code has them
// today (a fourth language gets its columns from a later migration, and a reworded seed changes no database).
const LOCALES = ['tw', 'zh', 'en'] as const;
type Locale = (typeof LOCALES)[number];
type Texts = Record<Locale, { title: string; content: string }>;

const HTTP_URL = /^https?:\/\//i;
/** The allow-list content/sanitize.ts had then: the articles 002 held are cleaned with it on their way in. */
const ARTICLE_MARKUP: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'img', 'br', 'blockquote'],
  allowedAttributes: { a: ['href'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href?.trim() ?? '';
      return { tagName, attribs: HTTP_URL.test(href) ? { href } : {} };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The row columns of the texts, the content sanitized on the way in. */
function localizedColumns(texts: Texts): Record<string, string> {
  return Object.fromEntries(
    LOCALES.flatMap((locale) => [
      [`title_${locale}`, texts[locale].title],
      [`content_${locale}`, sanitizeHtml(texts[locale].content, ARTICLE_MARKUP)],
    ]),
  );
}

interface ArticleByLocale {
  tab: string;
  locale: string;
  title: string;
  content: string;
  image: string;
  sort: number;
  created_at: number | string;
}

const localizedTable = (db: Kysely<any>, dialect: Dialect, name: string) =>
  LOCALES.reduce(
    (table, locale) =>
      table.addColumn(`title_${locale}`, 'text', (c) => c.notNull()).addColumn(`content_${locale}`, 'text', (c) => c.notNull()),
    withId(db.schema.createTable(name), dialect),
  );

/** 002 wrote one row per language with the same tab and sort: those rows are one article. */
function articlesOf(rows: ArticleByLocale[]) {
  const groups = new Map<string, ArticleByLocale[]>();
  for (const row of rows) {
    const key = `${row.tab}:${row.sort}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group) => {
    const inLocale = (locale: Locale) => group.find((r) => r.locale === locale) ?? group.find((r) => r.locale === 'tw') ?? group[0]!;
    const texts = Object.fromEntries(
      LOCALES.map((locale) => [locale, { title: inLocale(locale).title, content: inLocale(locale).content }]),
    ) as Texts;
    return { tab: group[0]!.tab, image: group[0]!.image, created_at: Number(group[0]!.created_at), texts };
  });
}

/**
 * Platform announcements (`ops notice:add`) and articles with one id in every language (`ops article:add`).
 * The per-language article rows become one row per article; a database without articles gets the seed's. The
 * home banners (mf-content ships them) and the texts (the notice line, a fixed-deposit text with rules the
 * product does not have) are dropped. Lists show the newest first (highest id), so the seed is written last-first.
 */
export const noticesArticles: Migration = {
  name: '027_notices_articles',
  async up(db, dialect) {
    await localizedTable(db, dialect, 'notices')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    const before = (await db.selectFrom('articles').selectAll().orderBy('sort').orderBy('id').execute()) as ArticleByLocale[];
    await db.schema.dropTable('articles').execute();
    await localizedTable(db, dialect, 'articles')
      .addColumn('tab', 'text', (c) => c.notNull())
      .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    const now = Date.now();
    const articles = before.length
      ? articlesOf(before)
      : SEED_ARTICLES.map((a) => ({ tab: a.tab, image: '', created_at: now, texts: a.texts }));
    for (const a of articles.reverse()) {
      await db
        .insertInto('articles')
        .values({ ...localizedColumns(a.texts), tab: a.tab, image: a.image, created_at: a.created_at })
        .execute();
    }
    for (const texts of [...SEED_NOTICES].reverse()) {
      await db
        .insertInto('notices')
        .values({ ...localizedColumns(texts), created_at: now })
        .execute();
    }

    await db.schema.dropTable('banners').execute();
    await db.schema.dropTable('texts').execute();
  },
};

/**
 * The announcements and articles 027 publishes, newest first. Every statement is one the product keeps
 * (docs/fairness.md, docs/money.md, docs/game-rules.md): no invented winner, number or rule. Settings an operator
 * may change (round length, odds) are named, not quoted.
 */
export const SEED_NOTICES: Texts[] = [
  {
    tw: {
      title: '每一期開獎都可以驗證',
      content:
        '<p>每個產品的開獎來自一條公開承諾的雜湊鏈：承諾在鏈的第一期之前公佈，之後任何一期的數字都無法再被挑選或更改。</p>' +
        '<p>打開「公平性驗證」頁面，您的瀏覽器會自行重算任一期開獎的每一步。入口：交易房間的最新開獎、開獎結果的任一行，或您的任一訂單。</p>',
    },
    zh: {
      title: '每一期开奖都可以验证',
      content:
        '<p>每个产品的开奖来自一条公开承诺的哈希链：承诺在链的第一期之前公布，之后任何一期的数字都无法再被挑选或更改。</p>' +
        '<p>打开「公平性验证」页面，您的浏览器会自行重算任一期开奖的每一步。入口：交易房间的最新开奖、开奖结果的任一行，或您的任一订单。</p>',
    },
    en: {
      title: 'Every draw can be checked',
      content:
        "<p>Each game's draws come from a hash chain whose commitment is published before the chain's first round: after that, no round's digits can be chosen or changed.</p>" +
        '<p>Open the Fairness check page and your browser redoes every step of any draw by itself. Ways in: the latest draw in a trading room, any row of Draw results, or any of your orders.</p>',
    },
  },
  {
    tw: {
      title: 'USDT (TRC-20) 充值：審核通過即贈送 10%',
      content:
        '<p>充值頁顯示您的專屬 TRC-20 地址。提交充值數量後，請在 <strong>30 分鐘內</strong>向該地址轉入相同數量的 USDT。</p>' +
        '<p>審核通過時，充值金額與 10% 贈送一併入賬；30 分鐘內未通過的申請會過期，不會入賬。結果會以站內信通知您。</p>',
    },
    zh: {
      title: 'USDT (TRC-20) 充值：审核通过即赠送 10%',
      content:
        '<p>充值页显示您的专属 TRC-20 地址。提交充值数量后，请在 <strong>30 分钟内</strong>向该地址转入相同数量的 USDT。</p>' +
        '<p>审核通过时，充值金额与 10% 赠送一并入账；30 分钟内未通过的申请会过期，不会入账。结果会以站内信通知您。</p>',
    },
    en: {
      title: 'USDT (TRC-20) deposits: 10% bonus on approval',
      content:
        '<p>The deposit page shows your exclusive TRC-20 address. After you submit an amount, send that amount of USDT to the address <strong>within 30 minutes</strong>.</p>' +
        '<p>On approval the amount and a 10% bonus are credited together; a request not approved within 30 minutes expires and is not credited. An in-site message tells you the outcome.</p>',
    },
  },
  {
    tw: {
      title: '理性參與，量力而行',
      content:
        '<p>每一期都是獨立的開獎，過去的結果無法預測下一期。請先定好預算，用完即停，<em>不要追逐損失</em>，也不要動用生活必需的資金。</p>',
    },
    zh: {
      title: '理性参与，量力而行',
      content:
        '<p>每一期都是独立的开奖，过去的结果无法预测下一期。请先定好预算，用完即停，<em>不要追逐损失</em>，也不要动用生活必需的资金。</p>',
    },
    en: {
      title: 'Play within your limits',
      content:
        '<p>Every round is an independent draw: past results do not predict the next one. Set a budget first and stop when it is spent; <em>never chase losses</em>, and never play with money you need.</p>',
    },
  },
];

export const SEED_ARTICLES: { tab: string; texts: Texts }[] = [
  {
    tab: 'top',
    texts: {
      tw: {
        title: '新手指南：一期是怎麼進行的',
        content:
          '<p>每期開出三個 0-9 的數字，<strong>三數之和</strong>（0-27）即為結果：14-27 為做多，0-13 為做空，和值的單雙決定平單或平雙；也可以押極陰、極陽或單個數字。</p>' +
          '<ol><li>選擇產品和房間：餘額須達到房間的入場金額。</li><li>在封盤前選擇一個或多個結果並輸入數量，數量平均分到各結果。</li>' +
          '<li>開獎後立即結算：中獎的結果返還「下注額 × 賠率」（含本金），未中獎的不返還。</li></ol>' +
          '<p>房間頁顯示倒計時和封盤時間；各結果的賠率見「產品說明」。</p>',
      },
      zh: {
        title: '新手指南：一期是怎么进行的',
        content:
          '<p>每期开出三个 0-9 的数字，<strong>三数之和</strong>（0-27）即为结果：14-27 为做多，0-13 为做空，和值的单双决定平单或平双；也可以押极阴、极阳或单个数字。</p>' +
          '<ol><li>选择产品和房间：余额须达到房间的入场金额。</li><li>在封盘前选择一个或多个结果并输入数量，数量平均分到各结果。</li>' +
          '<li>开奖后立即结算：中奖的结果返还「下注额 × 赔率」（含本金），未中奖的不返还。</li></ol>' +
          '<p>房间页显示倒计时和封盘时间；各结果的赔率见「产品说明」。</p>',
      },
      en: {
        title: 'Getting started: how a round works',
        content:
          '<p>Each round draws three digits 0-9 and <strong>their sum</strong> (0-27) is the result: 14-27 is Long, 0-13 is Short, and an odd or even sum decides Odd or Even; you can also pick Extreme short, Extreme long or a single number.</p>' +
          "<ol><li>Choose a game and a room: your balance must reach the room's entry amount.</li><li>Before the round seals, pick one or more outcomes and enter a quantity; it is split evenly over them.</li>" +
          '<li>The round settles as soon as it draws: a winning outcome pays back stake × odds (the stake included), a losing one pays nothing.</li></ol>' +
          "<p>The room shows the countdown and when betting seals; each outcome's odds are on the Product description page.</p>",
      },
    },
  },
  {
    tab: 'top',
    texts: {
      tw: {
        title: '公平可驗證：自己核對一期開獎',
        content:
          '<h3>雜湊鏈</h3><p>每個產品有一條雜湊鏈。鏈的第一期開始前，公佈它的<strong>承諾</strong>（鏈的最後一環）和鹽值。每期開獎時公開該期的環：它的 SHA-256 等於上一期的環，第一期的等於承諾。不知道秘密種子就算不出下一環，而承諾公佈後種子也無法更換。</p>' +
          '<h3>數字</h3><p>以本期環為密鑰，對「鹽值:期號」做 HMAC-SHA256 得到一組位元組（極少數情況下才需要下一組），依序取小於 250 的位元組除以 10 的餘數，前三個即為三個數字，三數之和為結果。</p>' +
          '<h3>核對</h3><p>「公平性驗證」頁面用瀏覽器的 WebCrypto 重算以上每一步並與公佈的結果比對；所有欄位都可以修改或貼上，也可以離線核對。</p>',
      },
      zh: {
        title: '公平可验证：自己核对一期开奖',
        content:
          '<h3>哈希链</h3><p>每个产品有一条哈希链。链的第一期开始前，公布它的<strong>承诺</strong>（链的最后一环）和盐值。每期开奖时公开该期的环：它的 SHA-256 等于上一期的环，第一期的等于承诺。不知道秘密种子就算不出下一环，而承诺公布后种子也无法更换。</p>' +
          '<h3>数字</h3><p>以本期环为密钥，对「盐值:期号」做 HMAC-SHA256 得到一组字节（极少数情况下才需要下一组），依序取小于 250 的字节除以 10 的余数，前三个即为三个数字，三数之和为结果。</p>' +
          '<h3>核对</h3><p>「公平性验证」页面用浏览器的 WebCrypto 重算以上每一步并与公布的结果比对；所有字段都可以修改或粘贴，也可以离线核对。</p>',
      },
      en: {
        title: 'Provably fair: check a draw yourself',
        content:
          "<h3>The hash chain</h3><p>Each game has a hash chain. Before the chain's first round, its <strong>commitment</strong> (the chain's last link) and its salt are published. When a round draws, its link is revealed: the link's SHA-256 is the previous round's link, and the first round's is the commitment. Without the secret seed nobody can compute the next link, and once the commitment is out the seed cannot be swapped.</p>" +
          '<h3>The digits</h3><p>HMAC-SHA256 keyed with the round\'s link over "salt:issue" gives a block of bytes (a next block only in the rare case it is needed); each byte below 250 gives the digit byte mod 10, and the first three are the round\'s digits. Their sum is the result.</p>' +
          "<h3>Checking</h3><p>The Fairness check page redoes each of these steps with your browser's WebCrypto and compares them with the published result; every field can be edited or pasted, so a round can also be checked offline.</p>",
      },
    },
  },
  {
    tab: 'original',
    texts: {
      tw: {
        title: '如何看懂K線走勢',
        content:
          '<p>走勢頁的每根K線對應一期開獎：開盤為第一個數字，收盤為第三個數字，最高與最低為三個數字中的最大值與最小值。</p>' +
          '<p>K線只是把已開出的數字畫出來：每期的數字獨立產生，圖形不能預測下一期。</p>',
      },
      zh: {
        title: '如何看懂K线走势',
        content:
          '<p>走势页的每根K线对应一期开奖：开盘为第一个数字，收盘为第三个数字，最高与最低为三个数字中的最大值与最小值。</p>' +
          '<p>K线只是把已开出的数字画出来：每期的数字独立产生，图形不能预测下一期。</p>',
      },
      en: {
        title: 'Reading the candle chart',
        content:
          '<p>Each candle on the Trend page is one draw: open is the first digit, close the third, high and low the largest and smallest of the three.</p>' +
          "<p>A candle only draws the digits already out: each round's digits are made independently, so no pattern predicts the next round.</p>",
      },
    },
  },
  {
    tab: 'original',
    texts: {
      tw: {
        title: '理性參與：了解返還率',
        content:
          '<p>「產品說明」列出每個結果目前的賠率和返還率（概率 × 賠率）。返還率低於 100%，表示長期下來平均拿回的少於投入的。</p>' +
          '<ul><li>先定好預算，用完即停。</li><li><em>不要追逐損失</em>：加大下注不會提高下一期的機率。</li>' +
          '<li>只用閒置資金，不要借錢參與。</li><li>每個房間都有單注的最低和最高金額。</li></ul>',
      },
      zh: {
        title: '理性参与：了解返还率',
        content:
          '<p>「产品说明」列出每个结果目前的赔率和返还率（概率 × 赔率）。返还率低于 100%，表示长期下来平均拿回的少于投入的。</p>' +
          '<ul><li>先定好预算，用完即停。</li><li><em>不要追逐损失</em>：加大下注不会提高下一期的概率。</li>' +
          '<li>只用闲置资金，不要借钱参与。</li><li>每个房间都有单注的最低和最高金额。</li></ul>',
      },
      en: {
        title: 'Playing within limits: know the return',
        content:
          "<p>The Product description page lists each outcome's current odds and its return to player (chance × odds). A return below 100% means that over many rounds you get back less than you stake, on average.</p>" +
          '<ul><li>Set a budget first and stop when it is spent.</li><li><em>Never chase losses</em>: a bigger bet does not change the next draw.</li>' +
          '<li>Play only with money you can spare; never borrow to play.</li><li>Every room has a minimum and a maximum stake per bet.</li></ul>',
      },
    },
  },
  {
    tab: 'recommended',
    texts: {
      tw: {
        title: 'USDT 充值步驟',
        content:
          '<ol><li>打開充值頁：上面是您的專屬 USDT (TRC-20) 地址，只屬於您的賬戶。</li><li>輸入充值數量並提交。</li>' +
          '<li>在 <strong>30 分鐘內</strong>從您的錢包向該地址轉入相同數量的 USDT（TRC-20，波場網絡）。</li>' +
          '<li>審核確認鏈上到賬後，充值金額入賬，另贈送 10%（資金明細中單獨一筆）。</li></ol>' +
          '<p>30 分鐘內未通過審核的申請會過期，不會入賬；同時最多可有 3 筆待審核的申請。遊客請先註冊為正式會員。</p>',
      },
      zh: {
        title: 'USDT 充值步骤',
        content:
          '<ol><li>打开充值页：上面是您的专属 USDT (TRC-20) 地址，只属于您的账户。</li><li>输入充值数量并提交。</li>' +
          '<li>在 <strong>30 分钟内</strong>从您的钱包向该地址转入相同数量的 USDT（TRC-20，波场网络）。</li>' +
          '<li>审核确认链上到账后，充值金额入账，另赠送 10%（资金明细中单独一笔）。</li></ol>' +
          '<p>30 分钟内未通过审核的申请会过期，不会入账；同时最多可有 3 笔待审核的申请。游客请先注册为正式会员。</p>',
      },
      en: {
        title: 'How to deposit USDT',
        content:
          '<ol><li>Open the deposit page: it shows your exclusive USDT (TRC-20) address, which belongs to your account alone.</li><li>Enter the amount and submit it.</li>' +
          '<li><strong>Within 30 minutes</strong>, send that amount of USDT (TRC-20, on the TRON network) from your wallet to the address.</li>' +
          '<li>Once the transfer is confirmed on chain and approved, the amount is credited, plus a 10% bonus (its own line in your fund detail).</li></ol>' +
          '<p>A request not approved within 30 minutes expires and is not credited; at most 3 requests can wait at once. Guests register as members first.</p>',
      },
    },
  },
  {
    tab: 'recommended',
    texts: {
      tw: {
        title: '保護您的賬戶',
        content:
          '<ul><li>設置 6 位數的安全碼：提現和更換收款帳戶都需要它。</li><li>更換收款帳戶時您會收到站內信；如非本人操作，請立即修改密碼和安全碼。</li>' +
          '<li>修改登錄密碼後，其他裝置上的登錄會失效。</li><li>不要把密碼或安全碼告訴任何人，包括客服。</li></ul>',
      },
      zh: {
        title: '保护您的账户',
        content:
          '<ul><li>设置 6 位数的安全码：提现和更换收款账户都需要它。</li><li>更换收款账户时您会收到站内信；如非本人操作，请立即修改密码和安全码。</li>' +
          '<li>修改登录密码后，其他设备上的登录会失效。</li><li>不要把密码或安全码告诉任何人，包括客服。</li></ul>',
      },
      en: {
        title: 'Protect your account',
        content:
          '<ul><li>Set a 6-digit security code: withdrawals and replacing a payout binding ask for it.</li><li>Replacing a payout binding sends you an in-site message; if it was not you, change your password and security code at once.</li>' +
          '<li>Changing your login password signs out your other sessions.</li><li>Never tell anyone your password or security code, customer service included.</li></ul>',
      },
    },
  },
  {
    tab: 'wealth',
    texts: {
      tw: {
        title: '定存活動怎麼算',
        content:
          '<p>看的是您在一個自然月內的<strong>最低餘額</strong>：它達到哪一檔，就獲得該檔的獎勵，每人每月一次。月底才存入的資金不會提高當月的最低餘額。</p>' +
          '<p>獎勵在每月 30 日（二月為最後一天）作為贈送存入餘額，資金明細中註明月份，並以站內信通知。各檔金額見「活動公告」。</p>',
      },
      zh: {
        title: '定存活动怎么算',
        content:
          '<p>看的是您在一个自然月内的<strong>最低余额</strong>：它达到哪一档，就获得该档的奖励，每人每月一次。月底才存入的资金不会提高当月的最低余额。</p>' +
          '<p>奖励在每月 30 日（二月为最后一天）作为赠送存入余额，资金明细中注明月份，并以站内信通知。各档金额见「活动公告」。</p>',
      },
      en: {
        title: 'How the fixed-deposit bonus is counted',
        content:
          "<p>What counts is your <strong>lowest balance</strong> during a calendar month: the tier it reaches gives that tier's bonus, once per member and month. Money deposited late in the month does not raise that month's lowest balance.</p>" +
          '<p>The bonus is credited on the 30th (the last day in February) as a gift naming the month in your fund detail, with an in-site message. The tiers are on the Announcements page.</p>',
      },
    },
  },
  {
    tab: 'wealth',
    texts: {
      tw: {
        title: 'USDT 與 TRC-20 基礎知識',
        content:
          '<p>USDT 是以美元計價的穩定幣，目標價值為 1 美元。TRC-20 是它在波場 (TRON) 網絡上的版本；本站只接受這一種。</p>' +
          '<p>鏈上轉賬一經確認便無法撤回：轉出前請核對地址和網絡。波場網絡的轉賬可能需要由轉出錢包支付 TRX 手續費。</p>',
      },
      zh: {
        title: 'USDT 与 TRC-20 基础知识',
        content:
          '<p>USDT 是以美元计价的稳定币，目标价值为 1 美元。TRC-20 是它在波场 (TRON) 网络上的版本；本站只接受这一种。</p>' +
          '<p>链上转账一经确认便无法撤回：转出前请核对地址和网络。波场网络的转账可能需要由转出钱包支付 TRX 手续费。</p>',
      },
      en: {
        title: 'USDT and TRC-20 basics',
        content:
          '<p>USDT is a stablecoin meant to be worth one US dollar. TRC-20 is its version on the TRON network, the only one this site accepts.</p>' +
          '<p>A transfer on chain cannot be called back once confirmed: check the address and the network before sending. A TRON transfer may cost a fee in TRX, paid by the sending wallet.</p>',
      },
    },
  },
];
