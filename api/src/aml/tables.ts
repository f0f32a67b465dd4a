import type { Generated } from 'kysely';

/** Migration 061: a rule a member tripped, open until support decides (src/aml/cases.ts). */
export interface AmlCasesTable {
  id: Generated<number>;
  user_id: number;
  /** An AML_RULES entry (aml/rules.ts). */
  rule: string;
  /** JSON: the movements and figures that tripped it (amounts in minor units). */
  evidence: string;
  opened_at: number;
  /** 'cleared' or 'confirmed' once closed; null while open. */
  decision: string | null;
  /** 'operator:<name>' who closed it. */
  decided_by: string | null;
  decided_at: number | null;
}

/** Migration 061: support's notes on a case, the closing one included. */
export interface AmlCaseNotesTable {
  id: Generated<number>;
  case_id: number;
  /** 'operator:<name>' */
  author: string;
  note: string;
  created_at: number;
}

/** Migration 062: the operator's deny-list, replaced whole by each upload. */
export interface AmlDenyListTable {
  /** 20-byte hex, lower case (chain/address.ts Hex20). */
  address: string;
  note: string | null;
  added_at: number;
}

export interface AmlTables {
  aml_cases: AmlCasesTable;
  aml_case_notes: AmlCaseNotesTable;
  aml_deny_list: AmlDenyListTable;
}
