import { Button } from 'shared-contracts/kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outcomeLabelKey } from 'shared-contracts';
import { DrawDigits } from '../../shared/DrawDigits';
import { stepsToCommitment, type Recomputation, type Verdict } from './fairDraw';
import type { ProofFields } from './proofForm';
import styles from './verify.module.css';

/** The api's default chain length (LOTTERY_CHAIN_LENGTH): how far hashing on may have to go. */
const MAX_CHAIN_STEPS = 100_000;

/** Every intermediate value of the recomputation, step by step. */
export function RecomputedSteps({ fields, recomputed, verdict }: { fields: ProofFields; recomputed: Recomputation; verdict: Verdict }) {
  const { t } = useTranslation();
  const [walk, setWalk] = useState<{ link: string; steps: number | null } | 'walking' | null>(null);
  const firstRound = fields.previousLink === fields.commitment;
  const walkOn = async () => {
    setWalk('walking');
    setWalk({ link: fields.link, steps: await stepsToCommitment(fields.link, fields.commitment, MAX_CHAIN_STEPS) });
  };
  const walked = walk !== null && walk !== 'walking' && walk.link === fields.link ? walk : null;

  return (
    <div className={styles.steps}>
      <section>
        <h3>{t('trade.verify.stepChain')}</h3>
        <code className={verdict.chainLinked ? styles.ok : styles.bad} data-testid="step-link-hash">
          {recomputed.linkHash}
        </code>
        {fields.commitment &&
          (firstRound ? (
            <p className={styles.small}>{t('trade.verify.firstRound')}</p>
          ) : walked ? (
            <p className={styles.small}>
              {walked.steps === null
                ? t('trade.verify.notReached', { steps: MAX_CHAIN_STEPS })
                : t('trade.verify.walked', { steps: walked.steps })}
            </p>
          ) : (
            <Button size="small" onClick={walkOn} loading={walk === 'walking'} className={styles.walk}>
              {t('trade.verify.walk')}
            </Button>
          ))}
      </section>
      <section>
        <h3>{t('trade.verify.stepDigits')}</h3>
        {recomputed.blocks.map((block, i) => (
          <div key={i} className={styles.block}>
            <p className={styles.small}>
              {t('trade.verify.message')}: <code>{block.message}</code>
            </p>
            <p className={styles.small}>
              {t('trade.verify.block', { n: i + 1 })}: <code>{block.hex}</code>
            </p>
          </div>
        ))}
        <ul className={styles.picks}>
          {recomputed.picks.map((pick) => (
            <li key={`${pick.block}-${pick.index}`}>
              <code>
                {pick.digit === null
                  ? `${pick.byte} → ${t('trade.verify.rejected')}`
                  : t('trade.verify.pick', { byte: pick.byte, digit: pick.digit })}
              </code>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h3>{t('trade.verify.stepSum')}</h3>
        <DrawDigits digits={recomputed.digits} sum={recomputed.sum} />
      </section>
      <section>
        <h3>{t('trade.verify.stepOutcomes')}</h3>
        <ul className={styles.outcomes}>
          {recomputed.outcomes.map((outcome) => {
            const label = outcomeLabelKey(outcome.class);
            const differs = verdict.outcomeMismatches.includes(outcome.class);
            return (
              <li key={outcome.class} className={`${outcome.win ? styles.win : ''} ${differs ? styles.bad : ''}`}>
                {t(label.key, { n: label.n })}: {t(outcome.win ? 'trade.verify.win' : 'trade.verify.lose')}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
