import { sql, type Kysely } from 'kysely';
import { refuseChanges, withId } from './helpers';
import type { Migration } from './types';

const U = 100;

/**
 * Frozen on purpose: the programs as the product ran them before the operator could change them (a 10% deposit bonus
 * with no cap, turnover x1 of deposit and bonus; the spec's fixed-deposit tiers and its 2-month term).
 */
const SEED = {
  deposit_bonus: { enabled: true, percent: 10, capMinor: null, depositMultiple: 100, bonusMultiple: 100 },
  fixed_deposit: {
    enabled: true,
    tiers: [
      { reserve: 100_000 * U, bonus: 5_000 * U },
      { reserve: 200_000 * U, bonus: 12_000 * U },
      { reserve: 300_000 * U, bonus: 24_000 * U },
      { reserve: 400_000 * U, bonus: 40_000 * U },
      { reserve: 500_000 * U, bonus: 60_000 * U },
      { reserve: 1_000_000 * U, bonus: 150_000 * U },
      { reserve: 2_000_000 * U, bonus: 400_000 * U },
    ],
    termMonths: 2,
  },
};

/**
 * The promotion programs the operator sets (issue 28, wallet/programs.ts): one immutable row per change (triggers
 * refuse an edit or a delete), the newest row of a program in force, so the history says who changed what and when.
 * Seeded with the settings in force until now; the seeded texts that quoted the deposit bonus's percent stop quoting it.
 */
export const programs: Migration = {
  name: '034_programs',
  async up(db, dialect) {
    await withId(db.schema.createTable('program_changes'), dialect)
      .addColumn('program', 'text', (c) => c.notNull())
      .addColumn('settings', 'text', (c) => c.notNull())
      .addColumn('changed_by', 'text', (c) => c.notNull())
      .addColumn('note', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint('program_changes_program', sql`program in ('deposit_bonus', 'fixed_deposit')`)
      .execute();
    // The program in force is its newest row, read in every deposit's transaction.
    await db.schema.createIndex('program_changes_program').on('program_changes').columns(['program', 'id']).execute();
    await refuseChanges(db, dialect, 'program_changes', REFUSAL);
    const now = Date.now();
    await db
      .insertInto('program_changes')
      .values(
        Object.entries(SEED).map(([program, settings]) => ({
          program,
          settings: JSON.stringify(settings),
          changed_by: 'migration 034',
          note: 'the settings in force before programs could be changed',
          created_at: now,
        })),
      )
      .execute();
    await unquoteSeededTexts(db);
  },
};

type Locale = 'tw' | 'zh' | 'en';

/** 027's announcement of the deposit bonus, found by its titles, and what it says now: no number a change would falsify. */
export const BONUS_NOTICE: Record<Locale, { was: string; title: string; content: string }> = {
  tw: {
    was: 'USDT (TRC-20) 充值：審核通過即贈送 10%',
    title: 'USDT (TRC-20) 充值與充值贈送',
    content:
      '<p>充值頁顯示您的專屬 TRC-20 地址。提交充值數量後，請在 <strong>30 分鐘內</strong>向該地址轉入相同數量的 USDT。</p>' +
      '<p>充值入賬時，按入賬當時生效的充值贈送活動一併贈送：贈送比例、單筆上限和提現前的流水要求以充值頁和首頁顯示為準。30 分鐘內未通過的申請會過期，不會入賬。結果會以站內信通知您。</p>',
  },
  zh: {
    was: 'USDT (TRC-20) 充值：审核通过即赠送 10%',
    title: 'USDT (TRC-20) 充值与充值赠送',
    content:
      '<p>充值页显示您的专属 TRC-20 地址。提交充值数量后，请在 <strong>30 分钟内</strong>向该地址转入相同数量的 USDT。</p>' +
      '<p>充值入账时，按入账当时生效的充值赠送活动一并赠送：赠送比例、单笔上限和提现前的流水要求以充值页和首页显示为准。30 分钟内未通过的申请会过期，不会入账。结果会以站内信通知您。</p>',
  },
  en: {
    was: 'USDT (TRC-20) deposits: 10% bonus on approval',
    title: 'USDT (TRC-20) deposits and the deposit bonus',
    content:
      '<p>The deposit page shows your exclusive TRC-20 address. After you submit an amount, send that amount of USDT to the address <strong>within 30 minutes</strong>.</p>' +
      '<p>A deposit is credited with the deposit bonus in force when it is credited: its percent, its cap per deposit and the turnover required before a withdrawal are shown on the deposit page and on home. A request not approved within 30 minutes expires and is not credited. An in-site message tells you the outcome.</p>',
  },
};

/** 027's deposit steps: the sentence that quoted the percent, and what it says now. */
const DEPOSIT_STEPS = { title_en: 'How to deposit USDT' };
const BONUS_STEP: Record<Locale, [string, string]> = {
  tw: ['另贈送 10%（資金明細中單獨一筆）', '並按當時生效的充值贈送活動另行贈送（資金明細中單獨一筆，比例和規則見充值頁）'],
  zh: ['另赠送 10%（资金明细中单独一笔）', '并按当时生效的充值赠送活动另行赠送（资金明细中单独一笔，比例和规则见充值页）'],
  en: [
    'plus a 10% bonus (its own line in your fund detail)',
    'plus the deposit bonus in force then (its own line in your fund detail; the deposit page states its percent and rules)',
  ],
};

const LOCALES: Locale[] = ['tw', 'zh', 'en'];

/**
 * The operator can change the deposit bonus from now on, so the texts 027 seeded stop quoting its 10% and point to
 * the pages that show the program in force (home, /Recharge). Only the seed's own rows are touched (found by their
 * titles; an operator adds texts, never edits them), in every language.
 */
async function unquoteSeededTexts(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('notices')
    .set(
      Object.fromEntries(
        LOCALES.flatMap((l) => [
          [`title_${l}`, BONUS_NOTICE[l].title],
          [`content_${l}`, BONUS_NOTICE[l].content],
        ]),
      ),
    )
    .where((eb) => eb.and(LOCALES.map((l) => eb(`title_${l}`, '=', BONUS_NOTICE[l].was))))
    .execute();
  const steps = await db.selectFrom('articles').selectAll().where('title_en', '=', DEPOSIT_STEPS.title_en).execute();
  for (const article of steps) {
    const content = Object.fromEntries(
      LOCALES.map((l) => [`content_${l}`, String(article[`content_${l}`]).replace(BONUS_STEP[l][0], BONUS_STEP[l][1])]),
    );
    await db.updateTable('articles').set(content).where('id', '=', article.id).execute();
  }
}

const REFUSAL = 'program changes are history: a change is a new row';
