import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { dateInZone } from 'shared-contracts';
import { gift, withdrawalHold } from '../domain/ledger';
import { buildTestApp, type TestApp } from '../testing/app';
import { registerMember } from '../testing/http';
import { opsTestKit, type SignedOperator } from '../testing/opsSession';
import { JPEG, PNG, memberCall, submittedMember } from '../testing/verification';
import { refuseBelowLevel } from '../verification/levels';
import { loadVerificationSettings, uploadRoot } from '../verification/settings';

let t: TestApp;
let app: FastifyInstance;
const { call, walk, enrolled } = opsTestKit(() => app);

const WALLET = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const SECURITY = '135790';
const U = 100;

beforeAll(async () => {
  // A 1 MB limit (KYC_MAX_IMAGE_MB=1): the rule is the same, and the image above it is not a 7 MB body on a busy machine.
  t = await buildTestApp({ seedDemo: false, verification: loadVerificationSettings({ KYC_MAX_IMAGE_MB: '1' }) });
  app = t.app;
});
afterAll(() => t.close());

let support: SignedOperator;
let cashier: SignedOperator;
let admin: SignedOperator;
let secondAdmin: SignedOperator;
beforeAll(async () => {
  support = await enrolled('support');
  cashier = await enrolled('cashier');
  admin = await enrolled('admin');
  secondAdmin = await enrolled('admin');
});

const user = (token: string, url: string, body: Record<string, unknown> = {}) => memberCall(app, token, url, body);

/** A member with 10,000u, a security code and a wallet bound: ready to withdraw. */
async function funded(m?: { token: string; id: number }) {
  const member = m ?? (await registerMember(app));
  await app.db.transaction().execute((trx) => app.ledger.post(trx, gift(member.id, 10_000 * U, 'test funds')));
  await user(member.token, 'setSafety', { new_code: SECURITY });
  await user(member.token, 'setPayInfo', { type: 1, acc: WALLET, acc_name: 'USDT-TRC20' });
  return member;
}
const withdraw = (token: string, money: number) => user(token, 'withdrawAction', { type: 1, securityCode: SECURITY, index: 0, money });
const balance = async (token: string) => (await user(token, 'userInfo')).data.money as number;
const audit = (action: string, target: string) =>
  app.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('target', '=', target).orderBy('id').execute();

describe('withdrawals held for the level', () => {
  it('refuses one withdrawal above 1,000u without basic, naming the level, the amount and the threshold, changing nothing', async () => {
    const m = await funded();
    expect((await user(m.token, 'verificationStatus')).data).toEqual({
      level: 'none',
      legal_name: null,
      birth_date: null,
      thresholds: { basic_above: 1_000 * U, full_above: 5_000 * U },
      pending: null,
      rejected: null,
    });
    expect(await withdraw(m.token, 1_500 * U)).toMatchObject({
      code: 30080,
      msg: 'This withdrawal of 1500u is above 1000u: it needs basic verification (your legal name and date of birth). Verify on your profile page',
    });
    expect(await balance(m.token)).toBe(10_000 * U);
    expect((await user(m.token, 'withdrawReviewList')).data).toEqual([]);
    expect((await withdraw(m.token, 1_000 * U)).code).toBe(1); // at the threshold: not above it
  });

  it('counts the withdrawals of the last 30 days, not rejected ones, and names their total', async () => {
    const m = await funded();
    expect((await withdraw(m.token, 600 * U)).code).toBe(1);
    const refused = await withdraw(m.token, 600 * U);
    expect(refused).toMatchObject({
      code: 30081,
      msg: 'This withdrawal of 600u and your withdrawals of the last 30 days come to 1200u, above 1000u: it needs basic verification (your legal name and date of birth). Verify on your profile page',
    });
    expect(await balance(m.token)).toBe(9_400 * U);
    // A rejected withdrawal paid nothing: it no longer counts.
    const queue = await call('/api/ops/queue', { kind: 'withdrawal' }, cashier);
    const id = queue.data.rows.find((row: { user_id: number }) => row.user_id === m.id).id;
    expect((await call('/api/ops/decide', { id, kind: 'withdrawal', decision: 'reject', reason: 'wrong address' }, cashier)).code).toBe(1);
    expect((await withdraw(m.token, 600 * U)).code).toBe(1);
    // Withdrawals asked more than 30 days before no longer count (the rule at a later time; entries are immutable).
    await app.db.transaction().execute((trx) => app.ledger.post(trx, withdrawalHold(m.id, 600 * U, `usdt:${WALLET}`)));
    const rule = (at: number) => refuseBelowLevel(app.db, t.config.verification, m.id, 600 * U, at);
    await expect(rule(Date.now())).rejects.toMatchObject({ def: { code: 30081 } });
    await expect(rule(Date.now() + 31 * 86_400_000)).resolves.toBeUndefined();
  });

  it('lets basic through above 1,000u and asks full above 5,000u; full goes through once support approves', async () => {
    const m = await submittedMember(app);
    await funded(m);
    expect((await withdraw(m.token, 1_500 * U)).code).toBe(1);
    expect(await withdraw(m.token, 4_000 * U)).toMatchObject({
      code: 30081,
      msg: expect.stringContaining('come to 5500u, above 5000u: it needs full verification (an ID document and a selfie'),
    });
    expect((await withdraw(m.token, 5_001 * U)).msg).toMatch(/^This withdrawal of 5001u is above 5000u: it needs full/);
    expect((await withdraw(m.token, 5_001 * U)).code).toBe(30080);
    expect(
      (
        await call(
          '/api/ops/verificationDecide',
          { submission_id: m.submissionId, decision: 'approve', reason: 'document matches' },
          support,
        )
      ).code,
    ).toBe(1);
    expect((await withdraw(m.token, 5_001 * U)).code).toBe(1);
  });

  it('answers in the member’s language', async () => {
    const m = await funded();
    const tw = await memberCall(app, m.token, 'withdrawAction', {
      type: 1,
      securityCode: SECURITY,
      index: 0,
      money: 1_500 * U,
      lang: 'tw',
    });
    expect(tw.msg).toBe('此筆提現 1500u 超過 1000u，須先完成基本認證（真實姓名與出生日期）。請到「個人資料」完成認證');
  });
});

describe('basic verification', () => {
  it('refuses under 18 on the lottery’s today, and a day that is none; fixes name and date once full', async () => {
    const m = await registerMember(app);
    const today = dateInZone(Date.now(), t.config.lottery.calendar.timeZone);
    const eighteenYearsAgo = `${Number(today.slice(0, 4)) - 18}${today.slice(4)}`;
    const dayAfter = new Date(`${eighteenYearsAgo}T00:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    const basic = (birth_date: string) => user(m.token, 'verificationBasic', { legal_name: 'Lin Wei', birth_date });
    expect(await basic(dayAfter.toISOString().slice(0, 10))).toMatchObject({ code: 30082, msg: 'You must be 18 or over to be verified' });
    expect((await basic('2001-02-30')).code).toBe(30089);
    expect((await user(m.token, 'verificationStatus')).data.level).toBe('none');
    expect(await basic(eighteenYearsAgo)).toMatchObject({
      code: 1,
      data: { level: 'basic', legal_name: 'Lin Wei', birth_date: eighteenYearsAgo },
    });

    const full = await submittedMember(app);
    await call(
      '/api/ops/verificationDecide',
      { submission_id: full.submissionId, decision: 'approve', reason: 'document matches' },
      support,
    );
    expect((await user(full.token, 'verificationBasic', { legal_name: 'Someone Else', birth_date: '1980-01-01' })).code).toBe(30088);
  });
});

describe('uploads', () => {
  it('takes JPEG, PNG and WebP by their bytes, under DATA_DIR/uploads/kyc/<member>/', async () => {
    const m = await registerMember(app);
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(20)]);
    for (const image of [JPEG, PNG, webp]) {
      const answer = await user(m.token, 'verificationUpload', { kind: 'document', image: image.toString('base64') });
      expect(answer).toMatchObject({ code: 1, data: { file_id: expect.any(Number) } });
      const row = await app.db.selectFrom('verification_files').selectAll().where('id', '=', answer.data.file_id).executeTakeFirstOrThrow();
      expect(row.path.startsWith(`${m.id}${path.sep}`)).toBe(true);
      expect(fs.readFileSync(path.join(uploadRoot(t.config.dataDir), row.path))).toEqual(image);
    }
  });

  it('refuses anything else, whatever it is called, and images above the size limit, storing nothing', async () => {
    const m = await registerMember(app);
    const files = () => app.db.selectFrom('verification_files').select('id').where('user_id', '=', m.id).execute();
    for (const other of [
      Buffer.from('%PDF-1.7 a document'),
      Buffer.from('GIF89a....'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    ])
      expect(await user(m.token, 'verificationUpload', { kind: 'document', image: other.toString('base64') })).toMatchObject({
        code: 30083,
        msg: 'Only JPEG, PNG or WebP images are accepted',
      });
    const large = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    expect(await user(m.token, 'verificationUpload', { kind: 'selfie', image: large.toString('base64') })).toMatchObject({
      code: 30084,
      msg: 'An image may be at most 1 MB',
    });
    const tw = await memberCall(app, m.token, 'verificationUpload', {
      kind: 'selfie',
      image: Buffer.from('GIF89a').toString('base64'),
      lang: 'tw',
    });
    expect(tw.msg).toBe('只接受 JPEG、PNG 或 WebP 圖片');
    expect(await files()).toEqual([]);
    expect(fs.existsSync(path.join(uploadRoot(t.config.dataDir), String(m.id)))).toBe(false);
  });

  it('submits only the member’s own files, after basic, one pending at a time', async () => {
    const other = await submittedMember(app);
    const m = await registerMember(app);
    const up = async (kind: string, image = PNG) =>
      (await user(m.token, 'verificationUpload', { kind, image: image.toString('base64') })).data.file_id;
    const document = await up('document', JPEG);
    const selfie = await up('selfie');
    expect((await user(m.token, 'verificationSubmit', { document_id: document, selfie_id: selfie })).code).toBe(30085);
    await user(m.token, 'verificationBasic', { legal_name: 'Wang Hao', birth_date: '1985-03-01' });
    expect((await user(m.token, 'verificationSubmit', { document_id: other.documentId, selfie_id: selfie })).code).toBe(30087);
    expect((await user(m.token, 'verificationSubmit', { document_id: selfie, selfie_id: document })).code).toBe(30087);
    const submitted = await user(m.token, 'verificationSubmit', { document_id: document, selfie_id: selfie });
    expect(submitted).toMatchObject({ code: 1, data: { level: 'basic', pending: { id: expect.any(Number) }, rejected: null } });
    expect((await user(m.token, 'verificationSubmit', { document_id: document, selfie_id: selfie })).code).toBe(30086);
    // The name and date support reviews hold still while the review waits.
    expect((await user(m.token, 'verificationBasic', { legal_name: 'Someone Else', birth_date: '1985-03-01' })).code).toBe(30086);
  });
});

describe('support’s review', () => {
  it('shows the images to support only, writing an access row for each opening', async () => {
    const m = await submittedMember(app);
    const file = (session?: SignedOperator) => call('/api/ops/verificationFile', { file_id: m.documentId }, session);
    // A member's token opens no ops call; nor does a cashier.
    const asMember = await app.inject({
      method: 'POST',
      url: '/api/ops/verificationFile',
      payload: { file_id: m.documentId },
      headers: { token: m.token },
    });
    expect(asMember.json()).toMatchObject({ code: 70001 });
    expect((await file()).code).toBe(70001);
    expect((await file(cashier)).code).toBe(70002);
    const reads = () =>
      app.db.selectFrom('access_log').selectAll().where('target', '=', `member:${m.id}`).where('what', '=', 'member.document').execute();
    expect(await reads()).toEqual([]);
    expect(await file(support)).toMatchObject({ code: 1, data: { kind: 'document', mime: 'image/jpeg', data: JPEG.toString('base64') } });
    expect((await reads()).map((row) => [row.actor, row.address])).toEqual([[`operator:${support.name}`, '127.0.0.1']]);
    expect((await call('/api/ops/verificationFile', { file_id: 999_999 }, support)).code).toBe(70130);

    const queue = await call('/api/ops/verificationQueue', {}, support);
    expect(queue.data.rows.find((row: { id: number }) => row.id === m.submissionId)).toMatchObject({
      user_id: m.id,
      username: m.username,
      level: 'basic',
      legal_name: 'Chen Mei-Ling',
      birth_date: '1990-05-17',
      document_file: m.documentId,
      selfie_file: m.selfieId,
    });
    expect((await call('/api/ops/verificationQueue', {}, cashier)).code).toBe(70002);
  });

  it('pages the queue, newest first, each submission once though more arrive between pages; a forged cursor is refused', async () => {
    for (let i = 0; i < 4; i += 1) await submittedMember(app);
    const all = (await call('/api/ops/verificationQueue', { limit: 200 }, support)).data.rows as Array<{ id: number }>;
    expect(all.length).toBeGreaterThanOrEqual(4);
    const walked = await walk('/api/ops/verificationQueue', {}, support, 2, () => submittedMember(app));
    expect(walked.pages).toBe(Math.ceil(all.length / 2));
    expect(walked.ids).toEqual(all.map((row) => row.id));
    expect([...walked.ids].sort((a, b) => b - a)).toEqual(walked.ids);
    expect(await call('/api/ops/verificationQueue', { cursor: 'bm90LWEta2V5' }, support)).toMatchObject({ code: 70150 });
  });

  it('rejects with a reason the member reads, audited; approves once, making the member full', async () => {
    const m = await submittedMember(app);
    const decide = (decision: string, reason: string, id = m.submissionId) =>
      call('/api/ops/verificationDecide', { submission_id: id, decision, reason }, support);
    expect((await decide('reject', 'The photo is blurred')).data).toEqual({ id: m.submissionId, status: 'rejected' });
    expect((await decide('approve', 'second thoughts')).code).toBe(70131);
    expect((await decide('approve', 'no such', 999_999)).code).toBe(70130);
    expect((await user(m.token, 'verificationStatus')).data).toMatchObject({
      level: 'basic',
      pending: null,
      rejected: { reason: 'The photo is blurred' },
    });
    const [rejected] = (await user(m.token, 'messageList', { page: 1 })).data;
    expect(rejected).toMatchObject({ kind: 'verification_rejected', content: expect.stringContaining('Reason: The photo is blurred.') });
    expect((await memberCall(app, m.token, 'messageList', { page: 1, lang: 'zh' })).data[0].content).toContain(
      '原因：The photo is blurred',
    );
    expect((await audit('verification.reject', `member:${m.id}`)).map((row) => [row.actor, row.reason])).toEqual([
      [`operator:${support.name}`, 'The photo is blurred'],
    ]);

    const again = await user(m.token, 'verificationSubmit', { document_id: m.documentId, selfie_id: m.selfieId });
    expect(again.data).toMatchObject({ pending: { id: expect.any(Number) }, rejected: null });
    expect((await decide('approve', 'document matches', again.data.pending.id)).data.status).toBe('approved');
    expect((await user(m.token, 'verificationStatus')).data).toMatchObject({ level: 'full', pending: null, rejected: null });
    expect((await user(m.token, 'messageList', { page: 1 })).data[0]).toMatchObject({
      kind: 'verification_approved',
      title: 'Identity verified',
    });
    const [approved] = await audit('verification.approve', `member:${m.id}`);
    expect(JSON.parse(approved!.before!)).toMatchObject({ level: 'basic' });
    expect(JSON.parse(approved!.after!)).toMatchObject({ level: 'full', status: 'approved' });
    expect((await user(m.token, 'verificationSubmit', { document_id: m.documentId, selfie_id: m.selfieId })).code).toBe(30088);
  });
});

describe('the thresholds', () => {
  it('change only when a second admin approves, audited; the withdrawals follow', async () => {
    const ask = (body: Record<string, unknown>, by = admin) =>
      call('/api/ops/verificationThresholdsSet', { reason: 'regulator asked', ...body }, by);
    expect((await ask({ basic_above: 3_000 * U, full_above: 2_000 * U })).code).toBe(70132);
    expect((await ask({ basic_above: 1_000 * U, full_above: 5_000 * U })).code).toBe(70133);
    expect((await ask({ basic_above: 500 * U, full_above: 5_000 * U }, support)).code).toBe(70002);
    const asked = await ask({ basic_above: 500 * U, full_above: 2_000 * U });
    expect(asked).toMatchObject({ code: 1, data: { kind: 'verification.thresholds', state: 'pending' } });
    expect((await call('/api/ops/verificationThresholds', {}, cashier)).data).toMatchObject({ basic_above: 1_000 * U, set_by: null });
    expect((await call('/api/ops/requestDecide', { id: asked.data.id, decision: 'approve', reason: 'agreed' }, admin)).code).toBe(70020);
    expect((await call('/api/ops/requestDecide', { id: asked.data.id, decision: 'approve', reason: 'agreed' }, secondAdmin)).code).toBe(1);
    expect((await call('/api/ops/verificationThresholds', {}, cashier)).data).toMatchObject({
      basic_above: 500 * U,
      full_above: 2_000 * U,
      defaults: { basic_above: 1_000 * U, full_above: 5_000 * U },
      set_by: `operator:${secondAdmin.name}`,
    });
    const [row] = await audit('verification.thresholds', 'verification:thresholds');
    expect(JSON.parse(row!.before!)).toEqual({ basicAbove: 1_000 * U, fullAbove: 5_000 * U });
    expect(JSON.parse(row!.after!)).toEqual({ basicAbove: 500 * U, fullAbove: 2_000 * U });

    const m = await funded();
    expect((await withdraw(m.token, 600 * U)).msg).toMatch(/is above 500u: it needs basic/);
    expect((await user(m.token, 'verificationStatus')).data.thresholds).toEqual({ basic_above: 500 * U, full_above: 2_000 * U });
  });
});
