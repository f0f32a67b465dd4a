import type { Generated } from 'kysely';

/** A verification level: none, basic (name and date of birth, 18 or over), full (a document and a selfie, reviewed). */
export type VerificationLevel = 'none' | 'basic' | 'full';

/** Migration 059: a member's level and what they gave for basic; no row = none. */
export interface MemberVerificationTable {
  user_id: number;
  level: VerificationLevel;
  legal_name: string | null;
  /** YYYY-MM-DD. */
  birth_date: string | null;
  basic_at: number | null;
  full_at: number | null;
}

/** Migration 059: one uploaded image; `path` is its key in the upload store (store.ts): `<member>/<random>`. */
export interface VerificationFilesTable {
  id: Generated<number>;
  user_id: number;
  kind: 'document' | 'selfie';
  mime: string;
  bytes: number;
  path: string;
  created_at: number;
}

/** Migration 059: a document and a selfie asked to be reviewed; decided once by support. */
export interface VerificationSubmissionsTable {
  id: Generated<number>;
  user_id: number;
  document_file: number;
  selfie_file: number;
  status: 'pending' | 'approved' | 'rejected';
  /** Support's reason (a rejection's is what the member reads). */
  reason: string | null;
  /** 'operator:<name>'. */
  decided_by: string | null;
  created_at: number;
  decided_at: number | null;
}

/** Migration 060: the thresholds as admins set them; the newest row is in force. Minor units. */
export interface VerificationThresholdsTable {
  id: Generated<number>;
  basic_above: number;
  full_above: number;
  set_by: string;
  reason: string;
  set_at: number;
}

export interface VerificationTables {
  member_verification: MemberVerificationTable;
  verification_files: VerificationFilesTable;
  verification_submissions: VerificationSubmissionsTable;
  verification_thresholds: VerificationThresholdsTable;
}
