// The architecture rules, checked on sources placed where they would live in the suite.
const path = require('node:path');
const { RuleTester } = require('eslint');
const tseslint = require('typescript-eslint');
const { rules } = require('./boundaries.cjs');

const root = path.resolve(__dirname, '../..');
const at = (rel) => path.join(root, rel);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

tester.run('direction', rules.direction, {
  valid: [
    {
      filename: at('mf-trade/src/App.tsx'),
      code: "import { ROUTES } from 'shared-contracts'; import React from 'react'; import type { T } from 'shared-contracts/api';",
    },
    { filename: at('shell/src/app/App.tsx'), code: "import { TabBar } from '../features/tabbar/TabBar';" },
    {
      filename: at('mf-account/src/features/login/LoginScreen.tsx'),
      code: "import { x } from './AuthTop'; import { y } from '../../shared/useGoBack';",
    },
  ],
  invalid: [
    { filename: at('mf-trade/src/App.tsx'), code: "import x from 'mf-wallet/src/App';", errors: 1 },
    { filename: at('mf-trade/src/App.tsx'), code: "export * from '../../mf-wallet/src/App';", errors: 1 },
    { filename: at('mf-trade/src/App.tsx'), code: "const m = import('mf-account');", errors: 1 },
    { filename: at('mf-account/src/x.ts'), code: "import { App } from '../../shell/src/app/App';", errors: 1 },
    { filename: at('shared-contracts/src/x.ts'), code: "const s = require('../../shell/src/x');", errors: 1 },
    { filename: at('shell/src/features/tabbar/TabBar.tsx'), code: "import { App } from '../../app/App';", errors: 1 },
    { filename: at('mf-account/src/features/register/RegisterScreen.tsx'), code: "import { AuthTop } from '../login/AuthTop';", errors: 1 },
  ],
});

tester.run('kit', rules.kit, {
  valid: [
    { filename: at('shared-contracts/src/kit/index.ts'), code: "export { Button } from 'antd-mobile';" },
    { filename: at('mf-wallet/src/App.tsx'), code: "import { Button } from 'shared-contracts/kit';" },
    // A widget the kit lacks: the remote's own copy, no shell rebuild.
    { filename: at('mf-wallet/src/App.tsx'), code: "import NoticeBar from 'antd-mobile/es/components/notice-bar';" },
  ],
  invalid: [
    { filename: at('mf-wallet/src/App.tsx'), code: "import { Button } from 'antd-mobile';", errors: 1 },
    { filename: at('mf-wallet/src/App.tsx'), code: "import Button from 'antd-mobile/es/components/button';", errors: 1 },
    { filename: at('mf-wallet/src/App.tsx'), code: "import Form from 'antd-mobile/es/components/form';", errors: 1 },
    { filename: at('shell/src/app/App.tsx'), code: "import NoticeBar from 'antd-mobile/es/components/notice-bar';", errors: 1 },
    { filename: at('shared-contracts/src/kitchen.ts'), code: "export { Form } from 'antd-mobile';", errors: 1 },
  ],
});

tester.run('file-name', rules['file-name'], {
  valid: [
    { filename: at('mf-account/src/features/login/LoginScreen.tsx'), code: '' },
    { filename: at('mf-account/src/features/login/LoginScreen.test.tsx'), code: '' },
    { filename: at('api/src/ops/commands/depositList.ts'), code: '' },
    { filename: at('api/src/db/migrations/023_usernames_nocase.ts'), code: '' },
  ],
  invalid: [
    { filename: at('api/src/ops/commands/deposit-list.ts'), code: '', errors: 1 },
    { filename: at('shell/src/features/tabbar/tab_bar.tsx'), code: '', errors: 1 },
    { filename: at('api/src/routes/Wallet.ts'), code: '', errors: 1 },
  ],
});
