const path = require('node:path');
const { checkFile } = require('./lint-imports');

const root = path.resolve(__dirname, '..');
const at = (rel) => path.join(root, rel);

describe('import-direction lint', () => {
  it('refuses a remote importing another remote, by package name or by path', () => {
    expect(checkFile(at('mf-trade/src/App.tsx'), "import x from 'mf-wallet/src/App';")).toHaveLength(1);
    expect(checkFile(at('mf-trade/src/App.tsx'), "export * from '../../mf-wallet/src/App';")).toHaveLength(1);
    expect(checkFile(at('mf-trade/src/App.tsx'), "const m = await import('mf-account');")).toHaveLength(1);
  });

  it('refuses a remote importing the shell', () => {
    expect(checkFile(at('mf-account/src/x.ts'), "import { App } from '../../shell/src/app/App';")).toHaveLength(1);
  });

  it('refuses shared-contracts importing any package of ours', () => {
    expect(checkFile(at('shared-contracts/src/x.ts'), "import 'api/src/app';")).toHaveLength(1);
    expect(checkFile(at('shared-contracts/src/x.ts'), "const s = require('../../shell/src/x');")).toHaveLength(1);
  });

  it('refuses a feature importing the app layer', () => {
    expect(checkFile(at('shell/src/features/tabbar/TabBar.tsx'), "import { App } from '../../app/App';")).toHaveLength(1);
  });

  it('sends widget imports through the shared kit', () => {
    expect(checkFile(at('mf-wallet/src/App.tsx'), "import { Button } from 'antd-mobile';")).toHaveLength(1);
    expect(checkFile(at('shared-contracts/src/kit/index.ts'), "export { Button } from 'antd-mobile';")).toEqual([]);
    expect(checkFile(at('shared-contracts/src/kit/form.ts'), "export { Form } from 'antd-mobile';")).toEqual([]);
    expect(checkFile(at('shared-contracts/src/kitchen.ts'), "export { Form } from 'antd-mobile';")).toHaveLength(1);
    // A widget the kit lacks may come by its path into a remote (its own copy); one the kit lists may not.
    expect(checkFile(at('mf-wallet/src/App.tsx'), "import NoticeBar from 'antd-mobile/es/components/notice-bar';")).toEqual([]);
    expect(checkFile(at('mf-wallet/src/App.tsx'), "import NavBar from 'antd-mobile/es/components/nav-bar';")).toHaveLength(1);
    expect(checkFile(at('shell/src/App.tsx'), "import NoticeBar from 'antd-mobile/es/components/notice-bar';")).toHaveLength(1);
  });

  it('allows shared-contracts, third-party packages and the own package', () => {
    const source = "import { ROUTES } from 'shared-contracts'; import React from 'react'; import { x } from './y'; import type { T } from 'shared-contracts/api';";
    expect(checkFile(at('mf-trade/src/App.tsx'), source)).toEqual([]);
    expect(checkFile(at('shell/src/app/App.tsx'), "import { TabBar } from '../features/tabbar/TabBar';")).toEqual([]);
  });
});
