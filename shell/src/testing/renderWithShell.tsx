import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createBus, type Locale } from 'shared-contracts';
import { createI18n, createSessionStore } from 'shared-contracts/platform';

/** Shows the current path, so a test can see where navigation went. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

export function renderWithShell(ui: ReactElement, { path = '/', locale = 'tw' as Locale } = {}) {
  const bus = createBus();
  const session = createSessionStore(window.sessionStorage, bus);
  const i18n = createI18n(locale);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<>{ui}<LocationProbe /></>} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { ...result, bus, session, i18n };
}
