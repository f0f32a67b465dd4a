import type { CSSProperties, ReactNode } from 'react';
import { NavBar } from 'shared-contracts/kit';
import { useGoBack } from './useGoBack';

const BAR = { background: '#fff', borderBottom: '1px solid #eef0f4', '--height': '48px' } as CSSProperties;

/** The top bar of a sub-screen: back arrow (to the previous screen, or `parent` when opened directly) and the title. */
export function ScreenBar({ title, parent, right }: { title: ReactNode; parent: string; right?: ReactNode }) {
  const back = useGoBack(parent);
  return (
    <NavBar style={BAR} onBack={back} right={right}>
      {title}
    </NavBar>
  );
}
