/** Migration 031: a member's player-protection controls (src/play). Times unix ms, amounts minor units. */
export interface PlaySettingsTable {
  user_id: number;
  /** 0 (off), 15, 30 or 60 (1 on a test server). */
  reality_check_minutes: number;
  /** The break running or last run: 'timeout' or 'exclusion', until when. */
  break_kind: string | null;
  break_until: number | null;
  /** Migration 057: when the break was taken (null before 057), by whom (null: the member; 'operator:<name>'), why. */
  break_since: number | null;
  break_by: string | null;
  break_reason: string | null;
}

export interface PlayLimitsTable {
  user_id: number;
  /** 'deposit', 'loss' or 'stake'. */
  kind: string;
  /** 'day', 'week', 'month'; '' for the stake limit. */
  period: string;
  /** null: no limit. */
  amount: number | null;
  /** A raise or removal (amount null) waiting until pending_at; pending_at null: none waiting. */
  pending_amount: number | null;
  pending_at: number | null;
  /** Migration 057: the operator ('operator:<name>') whose amount is in force, why and when; null: the member's own. */
  imposed_by: string | null;
  imposed_reason: string | null;
  imposed_at: number | null;
}

export interface PlayTables {
  play_settings: PlaySettingsTable;
  play_limits: PlayLimitsTable;
}
