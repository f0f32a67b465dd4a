import { ScreenBar } from 'shared-contracts/platform';
import { Button } from 'shared-contracts/kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'shared-contracts/routing';
import { ROUTES } from 'shared-contracts';
import { GameTabs, useGameParam } from '../../shared/GameTabs';
import page from '../../shared/page.module.css';
import { useRoundProof } from './api/verify';
import { judge, recompute, type Recomputation } from './fairDraw';
import { EMPTY_PROOF, fieldProblems, fieldsOf, publishedOf, type ProofFields } from './proofForm';
import { RecomputedSteps } from './RecomputedSteps';
import { VerdictBanner } from './VerdictBanner';
import styles from './verify.module.css';

const FIELDS: { name: keyof ProofFields; label: string; long?: boolean }[] = [
  { name: 'issue', label: 'trade.verify.issue' },
  { name: 'salt', label: 'trade.verify.salt' },
  { name: 'link', label: 'trade.verify.link', long: true },
  { name: 'previousLink', label: 'trade.verify.previousLink', long: true },
  { name: 'commitment', label: 'trade.verify.commitment', long: true },
  { name: 'digits', label: 'trade.verify.published' },
  { name: 'code', label: 'trade.verify.publishedSum' },
];

/**
 * /verify (query game_id, issue): the fairness check. The api gives the proof's values; the browser recomputes
 * every step with WebCrypto and compares. Every field can be edited or pasted, so a round can be checked offline.
 */
export function VerifyScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [gameId, setGameId] = useGameParam();
  const issue = params.get('issue');
  const [typedIssue, setTypedIssue] = useState(issue ?? '');
  const proof = useRoundProof(gameId, issue);
  const [fields, setFields] = useState<ProofFields>(EMPTY_PROOF);
  const [recomputed, setRecomputed] = useState<Recomputation | null>(null);

  useEffect(() => {
    if (proof.data) setFields(fieldsOf(proof.data));
  }, [proof.data]);

  const problems = fieldProblems(fields);
  const checkable = Object.keys(problems).length === 0;
  useEffect(() => {
    let current = true;
    if (!checkable) {
      setRecomputed(null);
      return;
    }
    void recompute(fields).then((re) => current && setRecomputed(re));
    return () => {
      current = false;
    };
  }, [checkable, fields]);

  // The server's class results belong to its round: a pasted other round is judged on its digits alone.
  const outcomes = proof.data?.issue === fields.issue ? proof.data.outcomes : undefined;
  const verdict = checkable && recomputed ? judge(recomputed, publishedOf(fields, outcomes)) : null;

  const fetchProof = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('issue', typedIssue.trim());
      return next;
    });

  return (
    <section data-testid="screen-verify" className={page.page}>
      <ScreenBar title={t('screens.verify')} parent={ROUTES.lotteryDetail} />
      <GameTabs gameId={gameId} onChange={setGameId} />
      <div className={page.body}>
        <p className={page.note}>{t('trade.verify.intro')}</p>
        <div className={styles.fetch}>
          <input
            aria-label={t('trade.verify.issue')}
            placeholder={t('trade.verify.issue')}
            inputMode="numeric"
            value={typedIssue}
            onChange={(e) => setTypedIssue(e.target.value)}
          />
          <Button color="primary" onClick={fetchProof} disabled={!typedIssue.trim()} loading={proof.isFetching}>
            {t('trade.verify.fetch')}
          </Button>
        </div>

        {proof.data?.voided && (
          <p className={styles.voided} data-testid="verify-voided">
            {t('trade.verify.voided', { reason: proof.data.voided.reason })}
            {proof.data.code === null && ` ${t('trade.verify.voidedUndrawn')}`}
          </p>
        )}
        {verdict && <VerdictBanner verdict={verdict} />}

        <fieldset className={styles.proof}>
          <legend>{t('trade.verify.proof')}</legend>
          {FIELDS.map(({ name, label, long }) => (
            <div key={name} className={styles.field}>
              <label htmlFor={`proof-${name}`}>{t(label)}</label>
              {long ? (
                <textarea
                  id={`proof-${name}`}
                  rows={2}
                  spellCheck={false}
                  value={fields[name]}
                  onChange={(e) => setFields({ ...fields, [name]: e.target.value })}
                />
              ) : (
                <input id={`proof-${name}`} value={fields[name]} onChange={(e) => setFields({ ...fields, [name]: e.target.value })} />
              )}
              {problems[name] && fields[name] !== '' && <em className={styles.problem}>{t(`trade.verify.${problems[name]}`)}</em>}
            </div>
          ))}
        </fieldset>

        {verdict && recomputed && <RecomputedSteps fields={fields} recomputed={recomputed} verdict={verdict} />}
      </div>
    </section>
  );
}
