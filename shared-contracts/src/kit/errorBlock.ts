import { createErrorBlock, type ErrorBlockStatus } from 'antd-mobile/es/components/error-block';
import { createElement, useEffect, useState, type ReactElement } from 'react';

type Pictures = typeof import('antd-mobile/es/components/error-block/images');
let pictures: Pictures | undefined;

/**
 * antd-mobile's picture for an ErrorBlock status, fetched the first time a block shows: the four weigh ~10 KB
 * gzip, and a page shows none until something fails. Its box keeps its height meanwhile (and when the fetch fails,
 * the title, description and buttons still show).
 */
function Picture({ status }: { status: ErrorBlockStatus }): ReactElement | null {
  const [fetched, setFetched] = useState(pictures);
  useEffect(() => {
    if (fetched) return;
    let mounted = true;
    import('antd-mobile/es/components/error-block/images').then(
      (loaded) => {
        pictures = loaded;
        if (mounted) setFetched(loaded);
      },
      () => undefined,
    );
    return () => void (mounted = false);
  }, [fetched]);
  return fetched ? fetched[`${status}Image`] : null;
}

const picture = (status: ErrorBlockStatus) => createElement(Picture, { status });

export const ErrorBlock = createErrorBlock({
  default: picture('default'),
  disconnected: picture('disconnected'),
  empty: picture('empty'),
  busy: picture('busy'),
});
