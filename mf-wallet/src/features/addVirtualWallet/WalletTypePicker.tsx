import styles from './addVirtualWallet.module.css';

/** The wallet type as a choice of chips (a form control: value and onChange); one is always chosen. */
export function WalletTypePicker({
  options,
  value,
  onChange,
}: {
  options: readonly string[];
  value?: string;
  onChange?(type: string): void;
}) {
  return (
    <div role="radiogroup" className={styles.types}>
      {options.map((type) => (
        <button
          key={type}
          type="button"
          role="radio"
          aria-checked={type === value}
          className={`${styles.type} ${type === value ? styles.chosen : ''}`}
          onClick={() => onChange?.(type)}
        >
          {type}
        </button>
      ))}
    </div>
  );
}
