import type { FormRule } from 'antd';
import { REASON_MIN } from './formRules';

/** A required reason of REASON_MIN characters or more once trimmed (the server trims, then counts). */
export const reasonRule = (message: string): FormRule => ({
  required: true,
  message,
  validator: (_rule, value: unknown) =>
    typeof value === 'string' && value.trim().length >= REASON_MIN ? Promise.resolve() : Promise.reject(new Error(message)),
});
