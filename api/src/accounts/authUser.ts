/** The member a token belongs to, as every authenticated handler sees it. */
export interface AuthUser {
  id: number;
  username: string;
  group_id: number;
  tokenHash: string;
  /** The account is disabled: its session only withdraws the balance (writeCall's `whileDisabled`), and reads. */
  disabled: boolean;
}
