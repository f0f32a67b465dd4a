import type { TFunction } from 'i18next';
import { requestStepOf } from 'shared-contracts/ops/endpoints';

/**
 * An audit action (AUDIT_ACTIONS) in the operator's language: a four-eyes step as the step and the request's kind
 * ("Approved: Round void"), any other by its own words; one the console does not know yet as its code.
 */
export function actionWords(t: TFunction, action: string): string {
  const request = requestStepOf(action);
  if (request) return t(`audit.requestSteps.${request.step}`, { kind: t(`requests.kinds.${request.kind}`) });
  return t(`audit.actions.${action}`, { defaultValue: action });
}
