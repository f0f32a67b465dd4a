import { currentProgram, programHistory, PROGRAMS, type ProgramName } from '../../promotions/programs';
import { usageError, type OpsCommand, type CliContext } from '../command';
import { changedFields, programArg, programTitle, settingsFields } from './programArgs';

export const programShow: OpsCommand = {
  name: 'program:show',
  usage: '[deposit-bonus|fixed-deposit]',
  summary: 'a promotion program as set now, and its history: who changed what, when, and why (both without a name)',
  async run(ctx, args) {
    if (args.length > 1) throw usageError(programShow);
    const programs = args.length ? [programArg(args[0])] : PROGRAMS;
    for (const program of programs) await show(ctx, program);
  },
};

async function show({ db, out }: CliContext, program: ProgramName): Promise<void> {
  out(`${programTitle(program)}, in force now:`);
  for (const [name, text] of settingsFields(program, await currentProgram(db, program))) out(`  ${name}: ${text}`);
  out('history, newest first:');
  const history = await programHistory(db, program);
  history.forEach((change, i) => {
    const before = history[i + 1];
    const what = before ? changedFields(program, before.settings, change.settings) : ['first setting'];
    const note = change.note ? ` (${change.note})` : '';
    out(`  ${new Date(change.createdAt).toISOString()} by ${change.changedBy}${note}: ${what.join('; ') || 'nothing changed'}`);
  });
}
