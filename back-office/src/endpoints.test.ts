import { OPERATOR_ROLES, OPS_CSRF_HEADER, opsCalls } from 'shared-contracts/ops';
import { opsAuditEndpoint } from './features/audit/api/opsAudit';
import { opsEnrolEndpoint } from './features/enrol/api/opsEnrol';
import { opsEnrolmentEndpoint } from './features/enrol/api/opsEnrolment';
import { opsMemberStatusEndpoint } from './features/members/api/opsMemberStatus';
import { opsRecoveryCodeEndpoint } from './features/members/api/opsRecoveryCode';
import { opsOperatorAddEndpoint } from './features/operators/api/opsOperatorAdd';
import { opsOperatorsEndpoint } from './features/operators/api/opsOperators';
import { OPERATOR_ROLES_LIST } from './features/operators/roles';
import { opsDecideEndpoint } from './features/queues/api/opsDecide';
import { opsQueueEndpoint } from './features/queues/api/opsQueue';
import { opsSignInEndpoint } from './features/signIn/api/opsSignIn';
import { opsMeEndpoint } from './shared/api/opsMe';
import { CSRF_HEADER, type OpsEndpoint } from './shared/api/opsFetch';
import { opsSignOutEndpoint } from './shared/api/opsSignOut';

// The console keeps zod out of its bundle: it restates each call's path and flag, checked here against the contract.
const used: Partial<Record<keyof typeof opsCalls, OpsEndpoint>> = {
  opsEnrolment: opsEnrolmentEndpoint,
  opsEnrol: opsEnrolEndpoint,
  opsSignIn: opsSignInEndpoint,
  opsSignOut: opsSignOutEndpoint,
  opsMe: opsMeEndpoint,
  opsOperators: opsOperatorsEndpoint,
  opsOperatorAdd: opsOperatorAddEndpoint,
  opsAudit: opsAuditEndpoint,
  opsMemberStatus: opsMemberStatusEndpoint,
  opsRecoveryCode: opsRecoveryCodeEndpoint,
  opsQueue: opsQueueEndpoint,
  opsDecide: opsDecideEndpoint,
};

describe('the console agrees with shared-contracts/ops', () => {
  it.each(Object.entries(used))('%s: path and mutates', (name, endpoint) => {
    const def = opsCalls[name as keyof typeof opsCalls];
    expect(endpoint).toEqual({ path: def.path, mutates: def.mutates });
    expect(def.method).toBe('POST');
  });

  it('the CSRF header and the roles', () => {
    expect(CSRF_HEADER).toBe(OPS_CSRF_HEADER);
    expect(OPERATOR_ROLES_LIST).toEqual(OPERATOR_ROLES);
  });
});
