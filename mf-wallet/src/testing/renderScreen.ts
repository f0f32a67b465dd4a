import type { ReactElement } from 'react';
import { renderScreen as renderWithKit, type RenderScreenOptions } from 'shared-contracts/testing';
import { strings } from '../i18n';

/** The suite's renderScreen (shared-contracts/testing) with this remote's strings, as its App registers them. */
export function renderScreen(ui: ReactElement, options: Omit<RenderScreenOptions, 'strings'> = {}) {
  return renderWithKit(ui, { ...options, strings });
}
