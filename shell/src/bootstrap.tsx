import { createRoot } from 'react-dom/client';
import { createBrowserPlatform, enableAntdOnReact19, fetchRuntimeConfig } from 'shared-contracts/platform';
import { App } from './app/App';
import './app/global.css';

/** Renders the shell once the runtime config is read and the remotes registered (by the entry, ./index.ts). */
export async function start(remotesRegistered: Promise<void>) {
  enableAntdOnReact19();
  const [config] = await Promise.all([fetchRuntimeConfig(), remotesRegistered]);
  const platform = createBrowserPlatform(config);
  document.documentElement.lang = { tw: 'zh-Hant', zh: 'zh-Hans', en: 'en' }[platform.preferences.locale()];
  createRoot(document.getElementById('root')!).render(<App platform={platform} />);
}
