import type { CallName } from '../api/endpoints';
import type { CallResponse } from '../api/index';
import type { Minor } from '../domain/money';
import type { SessionStore } from '../remote';

/** What the session keeps of an answer: the member's balance (minor units) and ID card number. */
interface Kept {
  money?: Minor;
  idcard?: string;
}

/**
 * The calls whose answer carries the member's own balance or ID card number, and where. Login, register and guest
 * are not here: their hooks hand the whole answer to `session.login`, which stores the token first.
 */
const KEPT_OF_ANSWER: { [K in CallName]?: (answer: CallResponse<K>) => Kept } = {
  heart: (beat) => ({ money: beat.user_quantity.money }),
  playOrder: (order) => ({ money: order.after_quantity }),
  userInfo: (user) => ({ money: user.money, idcard: user.idcard }),
  profile: (user) => ({ idcard: user.idcard }),
  withdrawInfo: (info) => ({ money: info.money }),
  withdrawAction: (info) => ({ money: info.money }),
};

/**
 * The api client's `onAnswer` for the page: every successful answer that carries the member's balance writes it to
 * the session, which announces wallet:balance to every screen showing it. Only while signed in (an answer landing
 * after a logout writes nothing), and a balance that did not move is not announced again (the heartbeat's 2 s).
 */
export function keepAnswersInSession(session: SessionStore) {
  return <K extends CallName>(name: K, answer: CallResponse<K>): void => {
    const member = session.user();
    const keep = KEPT_OF_ANSWER[name] as ((answer: CallResponse<K>) => Kept) | undefined;
    if (!member || !keep) return;
    const { money, idcard } = keep(answer);
    if (idcard !== undefined) session.setIdcard(idcard);
    if (money !== undefined && money !== member.money) session.setMoney(money);
  };
}
