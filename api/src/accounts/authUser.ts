/** The member a token belongs to, as every authenticated handler sees it. */
export interface AuthUser {
  id: number;
  username: string;
  group_id: number;
  tokenHash: string;
}
