import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestDb } from '../../testing/app';
import { runOpsCommand, TEST_OPERATOR } from '../../testing/ops';

let t: Awaited<ReturnType<typeof buildTestDb>>;
let dir: string;
beforeAll(async () => {
  t = await buildTestDb();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-content-'));
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await t.close();
});

const ops = (...argv: string[]) => runOpsCommand(t, t.config, argv);
const auditOf = (target: string) =>
  t.db.selectFrom('audit_log').select(['actor', 'address', 'action', 'before', 'after', 'reason']).where('target', '=', target).execute();

let files = 0;
function file(body: unknown): string {
  const name = path.join(dir, `${++files}.json`);
  fs.writeFileSync(name, typeof body === 'string' ? body : JSON.stringify(body));
  return name;
}

const texts = (content = '<p>Body</p>') => ({
  tw: { title: '維護通知', content },
  zh: { title: '维护通知', content },
  en: { title: 'Maintenance', content },
});

describe('notice:add', () => {
  it('publishes an announcement in the three languages and prints its id', async () => {
    const res = await ops('notice:add', file(texts()));
    expect(res).toMatchObject({ code: 0, err: '' });
    const id = Number(/^notice (\d+): Maintenance$/m.exec(res.out)?.[1]);
    const row = await t.db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([row.title_tw, row.title_zh, row.title_en, row.content_en]).toEqual(['維護通知', '维护通知', 'Maintenance', '<p>Body</p>']);
    const audit = await auditOf(`notice:${id}`);
    expect(audit).toEqual([
      { actor: `operator:${TEST_OPERATOR}`, address: 'cli', action: 'notice.add', before: null, reason: null, after: expect.any(String) },
    ]);
    expect(JSON.parse(audit[0]!.after!)).toEqual({ texts: texts() });
  });

  it('stores the HTML sanitized and says so', async () => {
    const res = await ops('notice:add', file(texts('<p onmouseover="x()">Hi<script>steal()</script><a href="javascript:x()">a</a></p>')));
    expect(res.code).toBe(0);
    expect(res.out).toContain('note: the sanitizer rewrote the HTML of tw, zh, en');
    const id = Number(/^notice (\d+)/m.exec(res.out)?.[1]);
    const row = await t.db.selectFrom('notices').select('content_zh').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.content_zh).toBe('<p>Hi<a>a</a></p>');
    expect(JSON.parse((await auditOf(`notice:${id}`))[0]!.after!).texts.zh.content).toBe('<p>Hi<a>a</a></p>');
  });

  it('refuses a file without all three languages, naming what is missing, and publishes nothing', async () => {
    const before = (await t.db.selectFrom('notices').select('id').execute()).length;
    const { zh: _, ...noZh } = texts();
    const missing = await ops('notice:add', file({ ...noZh, en: { title: '', content: '<p>x</p>' } }));
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('zh: {title, content} is missing (tw, zh, en are all required); en.title: a title is needed');
    expect(missing.err).toContain('en.title: a title is needed');
    expect((await ops('notice:add', file({ ...texts(), cn: texts().zh }))).err).toMatch(/Unrecognized key.*"cn"/);
    expect((await ops('notice:add', file(texts('<script>only()</script>')))).err).toContain('the content of tw, zh, en is empty');
    expect((await ops('notice:add', file('{"tw":'))).err).toMatch(/is not JSON/);
    expect((await ops('notice:add', path.join(dir, 'absent.json'))).err).toMatch(/cannot read .*ENOENT/);
    expect(await ops('notice:add')).toMatchObject({ code: 2, err: 'usage: npm run ops -- notice:add <file>' });
    expect((await t.db.selectFrom('notices').select('id').execute()).length).toBe(before);
    expect(await t.db.selectFrom('audit_log').select('id').where('action', '=', 'notice.add').execute()).toHaveLength(2);
  });
});

describe('article:add', () => {
  it('publishes an article in a tab (original by default) with an optional image, one id for every language', async () => {
    const top = await ops('article:add', file({ ...texts(), image: '/assets/news/1.webp' }), '--tab', 'top');
    expect(top).toMatchObject({ code: 0, err: '' });
    const topId = Number(/^article (\d+) in top: Maintenance$/m.exec(top.out)?.[1]);
    const plain = await ops('article:add', file(texts()));
    const plainId = Number(/^article (\d+) in original:/m.exec(plain.out)?.[1]);
    const rows = await t.db.selectFrom('articles').selectAll().where('id', 'in', [topId, plainId]).orderBy('id').execute();
    expect(rows.map((r) => [r.tab, r.image, r.title_tw, r.title_en])).toEqual([
      ['top', '/assets/news/1.webp', '維護通知', 'Maintenance'],
      ['original', '', '維護通知', 'Maintenance'],
    ]);
    expect(await auditOf(`article:${topId}`)).toEqual([
      expect.objectContaining({ actor: `operator:${TEST_OPERATOR}`, address: 'cli', action: 'article.add', reason: null }),
    ]);
    expect(JSON.parse((await auditOf(`article:${topId}`))[0]!.after!)).toMatchObject({ place: 'top', image: '/assets/news/1.webp' });
  });

  it('refuses an unknown tab, a bad image address and wrong usage', async () => {
    expect(await ops('article:add', file(texts()), '--tab', 'sports')).toMatchObject({
      code: 2,
      err: expect.stringContaining('"sports" is not a tab'),
    });
    expect((await ops('article:add', file({ ...texts(), image: 'javascript:alert(1)' }))).err).toContain('image: an http(s) address');
    expect((await ops('article:add', file(texts()), 'top')).code).toBe(2);
    expect((await ops('article:add', file(texts()), '--tab')).code).toBe(2);
  });

  it('refuses an image path another host would serve (protocol-relative in any spelling) and publishes nothing', async () => {
    const before = (await t.db.selectFrom('articles').select('id').execute()).length;
    for (const image of [
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      '\\\\evil.example/x.png',
      '\\/evil.example/x.png',
      '/%5Cevil.example/x.png',
    ]) {
      expect(await ops('article:add', file({ ...texts(), image }))).toMatchObject({
        code: 1,
        err: expect.stringContaining('image: an http(s) address'),
      });
    }
    expect((await t.db.selectFrom('articles').select('id').execute()).length).toBe(before);
  });

  it('is listed in help', async () => {
    const help = await ops('help');
    expect(help.out).toContain('notice:add <file>');
    expect(help.out).toContain('article:add <file> [--tab original|recommended|wealth|top]');
  });
});
