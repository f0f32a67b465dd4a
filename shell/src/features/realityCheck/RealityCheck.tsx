import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'shared-contracts/kit';
import { ROUTES, formatMoney } from 'shared-contracts';
import { useCallMutation, usePlatform, usePlaySession, useSession } from 'shared-contracts/platform';
import type { CallResponse } from 'shared-contracts/api';
import { useNavigate } from 'shared-contracts/routing';
import { minutesPlayed, msToNextCheck } from './realityCheckTimer';
import styles from './realityCheck.module.css';

type PlaySession = CallResponse<'playSession'>;

/** The first ask waits for the page to settle: a check is minutes away, and the page's own calls come first. */
export const FIRST_ASK_DELAY_MS = 5_000;

/**
 * The reality check: every N minutes of the member's session (their choice on /responsiblePlay; 0: off) a dialog
 * over whatever screen shows the time played and this session's result, asked fresh, with 'continue' and 'log out'.
 * It lives in the shell, which owns the session, so it appears on every route whichever remote shows.
 */
export function RealityCheck() {
  const signedIn = useSession() !== null;
  const { t } = useTranslation();
  const { session } = usePlatform();
  const navigate = useNavigate();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), FIRST_ASK_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const play = usePlaySession({ enabled: signedIn && settled });
  const [shown, setShown] = useState<{ at: number; play: PlaySession } | null>(null);
  const { refetch } = play;
  const startedAt = play.data?.started_at;
  const minutes = play.data?.reality_check_minutes ?? 0;

  useEffect(() => {
    if (!signedIn || startedAt === undefined || minutes === 0 || shown) return;
    const timer = setTimeout(
      async () => {
        const fresh = await refetch();
        if (fresh.data) setShown({ at: Date.now(), play: fresh.data });
      },
      msToNextCheck(startedAt, minutes, Date.now()),
    );
    return () => clearTimeout(timer);
  }, [signedIn, startedAt, minutes, shown, refetch]);

  const logout = useCallMutation('logout', {
    onSettled: () => {
      session.logout();
      navigate(ROUTES.login, { replace: true });
    },
  });

  const result = shown?.play;
  return (
    <Dialog
      visible={signedIn && result !== undefined}
      title={t('common.realityCheck.title')}
      content={
        result && (
          <div className={styles.body} data-testid="reality-check">
            <p className={styles.played}>{t('common.realityCheck.played', { minutes: minutesPlayed(result.started_at, shown.at) })}</p>
            <dl className={styles.figures}>
              <dt>{t('common.realityCheck.stakes')}</dt>
              <dd>{formatMoney(result.stakes)}</dd>
              <dt>{t('common.realityCheck.wins')}</dt>
              <dd>{formatMoney(result.wins)}</dd>
              <dt>{t('common.realityCheck.net')}</dt>
              <dd className={result.net < 0 ? styles.down : styles.up} data-testid="reality-check-net">
                {formatMoney(result.net)}
              </dd>
            </dl>
          </div>
        )
      }
      actions={[
        { key: 'continue', text: t('common.realityCheck.continue'), bold: true, onClick: () => setShown(null) },
        {
          key: 'logout',
          text: t('common.realityCheck.logout'),
          danger: true,
          onClick: () => {
            setShown(null);
            logout.mutate({});
          },
        },
      ]}
    />
  );
}
