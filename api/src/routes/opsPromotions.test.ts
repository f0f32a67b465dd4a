import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { contentRow, programsAnswer } from 'shared-contracts/ops';
import { ENTRY_TYPE } from '../domain/ledger';
import { buildTestApp, type TestApp } from '../testing/app';
import { get, post, registerMember } from '../testing/http';
import { opsTestKit, type SignedOperator } from '../testing/opsSession';

let t: TestApp;
let app: FastifyInstance;
const { call, enrolled } = opsTestKit(() => app);

let admin: SignedOperator;
/** The second admin, who approves what `admin` asks. */
let second: SignedOperator;
/** A member's token: the news and the announcements are read signed in. */
let reader: string;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
  app = t.app;
  admin = await enrolled('admin');
  second = await enrolled('admin');
  reader = (await registerMember(app)).token;
});
afterAll(() => t.close());

const auditOf = (action: string) =>
  app.db
    .selectFrom('audit_log')
    .select(['actor', 'target', 'before', 'after', 'reason'])
    .where('action', '=', action)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, before: JSON.parse(row.before ?? 'null'), after: JSON.parse(row.after ?? 'null') })));

const BONUS = { enabled: true, percent: 10, cap: null, deposit_multiple: 100, bonus_multiple: 100 };
const setBonus = (changes: Record<string, unknown>, reason = 'spring offer') =>
  call('/api/ops/programSet', { program: 'deposit_bonus', deposit_bonus: { ...BONUS, ...changes }, reason, lang: 'en' }, admin);
/** Approves, as the second admin, the request an answer holds; answers the decision's answer. */
const approved = async (asked: { data: { id: number } }) =>
  call('/api/ops/requestDecide', { id: asked.data.id, decision: 'approve', reason: 'agreed' }, second);
const programs = async () => programsAnswer.parse((await call('/api/ops/programs', {}, admin)).data);
const promotions = async () => (await get(app, '/api/index/promotions')).data;

/** A member's deposit of `amount` approved from the console: the bonus credited with it, as a gift entry. */
async function depositBonusOf(amount: number): Promise<number[]> {
  const member = await registerMember(app);
  expect((await post(app, '/api/user/recharge', { amount }, { token: member.token })).code).toBe(1);
  const queue = (await call('/api/ops/queue', { kind: 'deposit' }, admin)).data.rows as { id: number; user_id: number }[];
  const id = queue.find((row) => row.user_id === member.id)!.id;
  expect(
    await call('/api/ops/decide', { id, kind: 'deposit', decision: 'approve', tx: randomBytes(32).toString('hex') }, admin),
  ).toMatchObject({ code: 1 });
  const gifts = await app.db
    .selectFrom('ledger_entries')
    .select('amount')
    .where('user_id', '=', member.id)
    .where('type', '=', ENTRY_TYPE.gift)
    .execute();
  return gifts.map((row) => Number(row.amount));
}

describe('programs', () => {
  it("a change reaches the player's texts and the next deposit's bonus, with its history and audit row", async () => {
    expect(await depositBonusOf(10_000)).toEqual([1_000]);
    const asked = await setBonus({ percent: 5, cap: 300, deposit_multiple: 150 });
    expect(asked).toMatchObject({ code: 1, data: { kind: 'program.set', payload: { program: 'deposit_bonus' }, state: 'pending' } });
    expect((await promotions()).deposit_bonus).toEqual(BONUS); // nothing until another admin approves
    expect(await call('/api/ops/requestDecide', { id: asked.data.id, decision: 'approve', reason: 'mine' }, admin)).toMatchObject({
      code: 70020,
    });
    expect(await approved(asked)).toMatchObject({ code: 1, data: { request: { state: 'approved' } } });

    const bonus = { ...BONUS, percent: 5, cap: 300, deposit_multiple: 150 };
    expect((await promotions()).deposit_bonus).toEqual(bonus);
    const member = await registerMember(app);
    expect((await post(app, '/api/user/rechargeInfo', {}, { token: member.token })).data).toMatchObject({
      promotion: bonus,
      bonus_percent: 5,
    });
    expect(await depositBonusOf(4_000)).toEqual([200]);
    expect(await depositBonusOf(10_000)).toEqual([300]);

    const { deposit_bonus: shown } = await programs();
    expect(shown.current).toEqual(bonus);
    expect(shown.history[0]).toMatchObject({
      settings: bonus,
      changed_by: `operator:${second.name}`,
      note: `spring offer (request ${asked.data.id} by operator:${admin.name})`,
    });
    expect(shown.history.at(-1)).toMatchObject({ settings: BONUS, changed_by: 'migration 034' });
    expect(await auditOf('program.set')).toEqual([
      {
        actor: `operator:${second.name}`,
        target: 'program:deposit_bonus',
        before: { enabled: true, percent: 10, capMinor: null, depositMultiple: 100, bonusMultiple: 100 },
        after: { enabled: true, percent: 5, capMinor: 300, depositMultiple: 150, bonusMultiple: 100 },
        reason: `spring offer (request ${asked.data.id} by operator:${admin.name})`,
      },
    ]);
  });

  it('changes the fixed deposit: tiers, term, switch', async () => {
    const fixed = { enabled: false, tiers: [{ reserve: 100_000, bonus: 2_000 }], term_months: 3 };
    const asked = await call('/api/ops/programSet', { program: 'fixed_deposit', fixed_deposit: fixed, reason: 'pause it' }, admin);
    expect(await approved(asked)).toMatchObject({ code: 1 });
    expect((await promotions()).fixed_deposit).toEqual(fixed);
    expect((await programs()).fixed_deposit.history[0]).toMatchObject({
      settings: fixed,
      note: expect.stringMatching(/^pause it \(request/),
    });
  });

  it('refuses settings the rules refuse, or that change nothing, changing nothing', async () => {
    const before = await programs();
    const audited = (await auditOf('program.set')).length;
    const requests = (await app.db.selectFrom('ops_requests').select('id').execute()).length;
    expect(await setBonus({ percent: 5, cap: 300, deposit_multiple: 10_001 })).toMatchObject({
      code: 70061,
      msg: expect.stringMatching(/^Settings refused: depositMultiple/),
    });
    expect(await setBonus({ percent: 5, cap: 300, deposit_multiple: 150 })).toMatchObject({ code: 70060 });
    const tiers = [
      { reserve: 200_000, bonus: 1_000 },
      { reserve: 100_000, bonus: 2_000 },
    ];
    expect(
      await call(
        '/api/ops/programSet',
        { program: 'fixed_deposit', fixed_deposit: { enabled: true, tiers, term_months: 2 }, reason: 'bad' },
        admin,
      ),
    ).toMatchObject({ code: 70061, msg: expect.stringContaining('strictly increasing') });
    expect(await setBonus({ percent: 101 })).toMatchObject({ code: 10001 });
    expect(await call('/api/ops/programSet', { program: 'fixed_deposit', deposit_bonus: BONUS, reason: 'mixed up' }, admin)).toMatchObject({
      code: 10001,
    });
    expect(await setBonus({ percent: 4 }, '')).toMatchObject({ code: 10001 });
    expect(await programs()).toEqual(before);
    expect(await auditOf('program.set')).toHaveLength(audited);
    expect(await app.db.selectFrom('ops_requests').select('id').execute()).toHaveLength(requests);
  });
});

const UNSAFE =
  '<p onclick="x()">Hi<script>steal()</script> <a href="javascript:alert(1)">here</a> <a href="https://example.com">ok</a></p>';
const SAFE = '<p>Hi <a>here</a> <a href="https://example.com">ok</a></p>';
const texts = (name: string, content = '<p>Body</p>') => ({
  tw: { title: `${name} 公告`, content },
  zh: { title: `${name} 公告(简)`, content },
  en: { title: `${name} notice`, content },
});
const save = (body: Record<string, unknown>) => call('/api/ops/contentSave', { reason: 'news', lang: 'en', ...body }, admin);
const noticesFor = async (lang: string) =>
  (await post(app, '/api/index/noticeList', { lang }, { token: reader })).data as { id: number; title: string; content: string }[];
const articlesFor = async (lang: string) => (await get(app, `/api/index/articleList?lang=${lang}`, { token: reader })).data;

describe('content', () => {
  it('previews what the player would get, saving nothing', async () => {
    const count = (await app.db.selectFrom('notices').select('id').execute()).length;
    expect((await call('/api/ops/contentPreview', { content: UNSAFE }, admin)).data).toEqual({ content: SAFE, rewritten: true });
    expect((await call('/api/ops/contentPreview', { content: SAFE }, admin)).data).toEqual({ content: SAFE, rewritten: false });
    expect((await app.db.selectFrom('notices').select('id').execute()).length).toBe(count);
  });

  it('a saved notice is read by players in each language, sanitized; an edit too; retired, it is gone', async () => {
    const saved = await save({ kind: 'notice', ...texts('Maintenance', UNSAFE) });
    expect(saved).toMatchObject({ code: 1, data: { tw: { content: SAFE }, tab: null, retired_at: null } });
    const id = contentRow.parse(saved.data).id;
    for (const [lang, title] of [
      ['tw', 'Maintenance 公告'],
      ['zh', 'Maintenance 公告(简)'],
      ['en', 'Maintenance notice'],
    ] as const)
      expect((await noticesFor(lang))[0]).toMatchObject({ id, title, content: SAFE });
    expect((await get(app, '/api/index/index?lang=en', { token: reader })).data.notices[0]).toMatchObject({
      id,
      title: 'Maintenance notice',
    });

    expect(await save({ kind: 'notice', id, ...texts('Update', '<p>Done</p>') })).toMatchObject({ code: 1, data: { id } });
    expect((await noticesFor('en'))[0]).toMatchObject({ id, title: 'Update notice', content: '<p>Done</p>' });

    expect(await call('/api/ops/contentRetire', { kind: 'notice', id, reason: 'over' }, admin)).toMatchObject({ code: 1, data: { id } });
    expect((await noticesFor('en')).map((n) => n.id)).not.toContain(id);
    expect((await get(app, '/api/index/index?lang=en', { token: reader })).data.notices.map((n: { id: number }) => n.id)).not.toContain(id);
    const listed = (await call('/api/ops/content', {}, admin)).data.notices.find((n: { id: number }) => n.id === id);
    expect(contentRow.parse(listed)).toMatchObject({ en: { title: 'Update notice' }, retired_at: expect.any(Number) });
    expect(await save({ kind: 'notice', id, ...texts('Again') })).toMatchObject({ code: 70064 });
    expect(await call('/api/ops/contentRetire', { kind: 'notice', id, reason: 'over' }, admin)).toMatchObject({ code: 70064 });

    const audits = [...(await auditOf('notice.add')), ...(await auditOf('notice.edit')), ...(await auditOf('notice.retire'))];
    expect(audits).toEqual([
      {
        actor: `operator:${admin.name}`,
        target: `notice:${id}`,
        before: null,
        after: { texts: { ...texts('Maintenance', SAFE) } },
        reason: 'news',
      },
      {
        actor: `operator:${admin.name}`,
        target: `notice:${id}`,
        before: { texts: texts('Maintenance', SAFE) },
        after: { texts: texts('Update', '<p>Done</p>') },
        reason: 'news',
      },
      {
        actor: `operator:${admin.name}`,
        target: `notice:${id}`,
        before: { retired_at: null },
        after: { retired_at: expect.any(Number) },
        reason: 'over',
      },
    ]);
  });

  it('a saved article shows in its tab in each language; retired, it is gone, even by id', async () => {
    const saved = await save({ kind: 'article', tab: 'wealth', image: '/assets/news/1.webp', ...texts('Savings', UNSAFE) });
    expect(saved).toMatchObject({ code: 1, data: { tab: 'wealth', image: '/assets/news/1.webp', zh: { content: SAFE } } });
    const id = saved.data.id as number;
    for (const lang of ['tw', 'zh', 'en']) {
      const wealth = (await articlesFor(lang)).articleTabs.find((tab: { id: string }) => tab.id === 'wealth').articles;
      expect(wealth[0]).toMatchObject({ id, title: texts('Savings')[lang as 'en'].title, content: SAFE, image: '/assets/news/1.webp' });
    }
    expect(await save({ kind: 'article', id, tab: 'top', ...texts('Savings') })).toMatchObject({
      data: { tab: 'top', image: '/assets/news/1.webp' },
    });
    expect((await articlesFor('en')).tops[0]).toMatchObject({ id, content: '<p>Body</p>' });

    expect(await call('/api/ops/contentRetire', { kind: 'article', id, reason: 'old news' }, admin)).toMatchObject({ code: 1 });
    expect((await articlesFor('en')).tops.map((a: { id: number }) => a.id)).not.toContain(id);
    expect(await post(app, '/api/index/article', { id, lang: 'en' }, { token: reader })).toMatchObject({ code: 60101 });
    expect((await auditOf('article.retire')).map((row) => [row.target, row.reason])).toEqual([[`article:${id}`, 'old news']]);
  });

  it('refuses a body nothing is left of, an image of another host, an unknown id; nothing written', async () => {
    const count = async () => (await app.db.selectFrom('articles').select('id').execute()).length;
    const before = await count();
    const { zh, ...rest } = texts('Empty');
    expect(await save({ kind: 'article', ...rest, zh: { ...zh, content: '<script>only()</script>' } })).toMatchObject({
      code: 70062,
      msg: 'The content of zh is empty once unsafe markup is removed',
    });
    expect(await save({ kind: 'article', image: '//evil.example/x.png', ...texts('Image') })).toMatchObject({ code: 70065 });
    expect(await save({ kind: 'article', id: 99_999, ...texts('Ghost') })).toMatchObject({ code: 70063 });
    expect(await call('/api/ops/contentRetire', { kind: 'notice', id: 99_999, reason: 'ghost' }, admin)).toMatchObject({ code: 70063 });
    expect(await save({ kind: 'notice', ...texts('Short'), reason: '' })).toMatchObject({ code: 10001 });
    expect(await count()).toBe(before);
  });
});

describe('roles', () => {
  it('refuses every promotions and content call to a role other than admin (70002)', async () => {
    const others = [await enrolled('viewer'), await enrolled('cashier'), await enrolled('support')];
    const calls: [string, Record<string, unknown>][] = [
      ['/api/ops/programs', {}],
      ['/api/ops/programSet', { program: 'deposit_bonus', deposit_bonus: { ...BONUS, percent: 1 }, reason: 'not mine' }],
      ['/api/ops/content', {}],
      ['/api/ops/contentSave', { kind: 'notice', ...texts('Nope'), reason: 'not mine' }],
      ['/api/ops/contentRetire', { kind: 'notice', id: 1, reason: 'not mine' }],
      ['/api/ops/contentPreview', { content: '<p>x</p>' }],
    ];
    for (const operator of others)
      for (const [path, body] of calls)
        expect({ path, ...(await call(path, body, operator)) }).toMatchObject({ path, code: 70002, status: 403 });
    expect((await promotions()).deposit_bonus.percent).not.toBe(1);
  });
});
