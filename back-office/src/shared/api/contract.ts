import type { z } from 'zod';

/** What a call's body holds besides `host` and `lang` (opsFetch adds lang), from its contract in shared-contracts/ops. */
export type BodyOf<C extends { request: z.ZodType }> = Omit<z.input<C['request']>, 'host' | 'lang'>;
/** A call's answer (`data`), from its contract. */
export type AnswerOf<C extends { response: z.ZodType }> = z.output<C['response']>;
