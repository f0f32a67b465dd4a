import { Suspense, lazy, type ComponentType } from 'react';
import { DotLoading } from 'shared-contracts/kit';

/** A screen in its own chunk, loaded when its route is first shown (a remote's first screens load with it). */
export function lazyScreen(load: () => Promise<ComponentType>) {
  const Screen = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<DotLoading />}>
      <Screen />
    </Suspense>
  );
}
