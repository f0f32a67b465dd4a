import type { ReactNode } from 'react';

/** On one line, never broken mid-word; cut with an ellipsis only if its cell is ever narrower than it. */
const WHOLE = {
  display: 'inline-block',
  maxWidth: '100%',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'bottom',
} as const;

/**
 * A username or an operator's name in a table: antd's cells break long words anywhere, which split "wideusername"
 * into "wideuser" and "name" at 1280 px; the whole name is on hover (`title`, the stored form when given).
 */
export function NameText({ name, title, children }: { name: string; title?: string; children?: ReactNode }) {
  return (
    <span title={title ?? name} style={WHOLE}>
      {children ?? name}
    </span>
  );
}
