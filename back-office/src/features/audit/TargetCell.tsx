import { NameText } from '../../shared/NameText';

/** Who or what a row is about: a member by their username (the stored form on hover), anything else as stored. */
export function TargetCell({ target, name }: { target: string | null; name: string | null }) {
  if (!target) return '—';
  return <NameText name={name ?? target} title={target} />;
}
