import { AUDIT_ACTIONS, isAuditAction } from './actions';
import { CLI_ACTOR, writeAudit, type AuditEntry } from './log';
import { buildTestApp, type TestApp } from '../testing/app';

describe('the audit action registry', () => {
  it('lists every action once', () => {
    const seen = new Set<string>();
    const twice = AUDIT_ACTIONS.filter((action) => seen.size === seen.add(action).size);
    expect(twice).toEqual([]);
  });

  it('names each as <area>.<what>', () => {
    expect(AUDIT_ACTIONS.filter((action) => !/^[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)+$/.test(action))).toEqual([]);
  });

  it('lists the four-eyes steps of every request kind and the decisions on money', () => {
    for (const action of [
      'odds.set.request',
      'round.void.approve',
      'message.segment.override',
      'withdrawal.firstApproval',
      'notice.retire',
    ])
      expect(isAuditAction(action)).toBe(true);
    expect(isAuditAction('odds.set.later')).toBe(false);
  });

  describe('writeAudit', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(() => t.close());

    it('refuses an action the registry lacks, and writes nothing', async () => {
      const target = `registry:${Date.now()}`;
      const smuggled = { ...CLI_ACTOR, action: 'member.vanish', target } as unknown as AuditEntry;
      await expect(t.app.db.transaction().execute((trx) => writeAudit(trx, smuggled))).rejects.toThrow(
        'unregistered audit action member.vanish',
      );
      await t.app.db.transaction().execute((trx) => writeAudit(trx, { ...CLI_ACTOR, action: 'member.message', target }));
      const rows = await t.app.db.selectFrom('audit_log').select('action').where('target', '=', target).execute();
      expect(rows).toEqual([{ action: 'member.message' }]);
    });
  });
});
