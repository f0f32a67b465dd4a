import { NavBar } from 'shared-contracts/kit';
import type { ReactNode } from 'react';
import styles from './page.module.css';
import { useGoBack } from './useGoBack';

/** The top bar of a sub-screen: back arrow (to the previous screen, or `parent` when opened directly) and the title. */
export function ScreenBar({ title, parent, right }: { title: ReactNode; parent: string; right?: ReactNode }) {
  const back = useGoBack(parent);
  return (
    <NavBar className={styles.bar} onBack={back} right={right}>
      {title}
    </NavBar>
  );
}
