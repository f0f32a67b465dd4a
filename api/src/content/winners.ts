import type { Locale } from 'shared-contracts';
import type { Db } from '../db/schema';
import { recentWins } from '../lottery/storage/reads';

export interface Winner {
  nickname: string;
  game_name: string;
  profit: number;
  createtime: number;
}

/** Recent real wins for the home marquee, from the lottery's settled orders (nothing is invented). */
export async function recentWinners(db: Db, locale: Locale): Promise<Winner[]> {
  return recentWins(db, locale);
}
