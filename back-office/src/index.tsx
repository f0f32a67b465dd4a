import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createQueryClient } from './App';
import { createConsoleI18n } from './i18n';

const i18n = createConsoleI18n();
const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App i18n={i18n} queryClient={queryClient} />
  </StrictMode>,
);
