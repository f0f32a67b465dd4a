import { createRoot } from 'react-dom/client';
import { createBrowserPlatform, enableAntdOnReact19, fetchRuntimeConfig } from 'shared-contracts/platform';
import { App } from './app/App';
import { registerRuntimeRemotes } from './features/remotes/remoteLoader';
import './app/global.css';

async function start() {
  enableAntdOnReact19();
  const [config] = await Promise.all([fetchRuntimeConfig(), registerRuntimeRemotes()]);
  const platform = createBrowserPlatform(config);
  document.documentElement.lang = { tw: 'zh-Hant', zh: 'zh-Hans', en: 'en' }[platform.preferences.locale()];
  createRoot(document.getElementById('root')!).render(<App platform={platform} />);
}

void start();
