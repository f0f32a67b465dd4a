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
    // A remote's top files are its app layer: they gather the features.
    { filename: at('mf-trade/src/App.tsx'), code: "import { BetRoom } from './features/betRoom/BetRoomScreen';" },
    { filename: at('mf-trade/src/shared/money.ts'), code: "import { words } from '../i18n';" },
  ],
  invalid: [
    { filename: at('mf-trade/src/App.tsx'), code: "import x from 'mf-wallet/src/App';", errors: 1 },
    { filename: at('mf-trade/src/App.tsx'), code: "export * from '../../mf-wallet/src/App';", errors: 1 },
    { filename: at('mf-trade/src/App.tsx'), code: "const m = import('mf-account');", errors: 1 },
    { filename: at('mf-account/src/x.ts'), code: "import { App } from '../../shell/src/app/App';", errors: 1 },
    { filename: at('shared-contracts/src/x.ts'), code: "const s = require('../../shell/src/x');", errors: 1 },
    { filename: at('shell/src/features/tabbar/TabBar.tsx'), code: "import { App } from '../../app/App';", errors: 1 },
    { filename: at('mf-account/src/features/register/RegisterScreen.tsx'), code: "import { AuthTop } from '../login/AuthTop';", errors: 1 },
    { filename: at('mf-trade/src/features/betRoom/BetRoomScreen.tsx'), code: "import { SCREENS } from '../../App';", errors: 1 },
    { filename: at('mf-wallet/src/shared/api/userInfo.ts'), code: "import { x } from '../../features/withdraw/api/x';", errors: 1 },
    { filename: at('back-office/src/App.tsx'), code: "import { App } from '../../shell/src/app/App';", errors: 1 },
    { filename: at('mf-account/src/App.tsx'), code: "import { App } from 'back-office/src/App';", errors: 1 },
    {
      filename: at('back-office/src/features/audit/AuditScreen.tsx'),
      code: "import { x } from '../operators/api/opsOperators';",
      errors: 1,
    },
  ],
});

tester.run('api-zones', rules['api-zones'], {
  valid: [
    {
      filename: at('api/src/domain/play/periods.ts'),
      code: "import { dayOf } from '../time'; import { GROUP_MEMBER } from 'shared-contracts';",
    },
    { filename: at('api/src/i18n/translate.ts'), code: "import { MESSAGES } from './messages';" },
    { filename: at('api/src/config.ts'), code: "import { int } from './env'; import { loadWalletSettings } from './wallet/settings';" },
    {
      filename: at('api/src/db/schema.ts'),
      code: "import type { AccountTables } from '../accounts/tables'; import { type PlayTables } from '../play/tables';",
    },
    { filename: at('api/src/db/connect.ts'), code: "import type { Config } from '../config'; import { openSqlite } from './sqlite';" },
    { filename: at('api/src/ledger/post.ts'), code: "import type { Trx } from '../db/schema'; import { gift } from '../domain/ledger';" },
    { filename: at('api/src/routes/wallet.ts'), code: "import { readCall } from '../http/route';" },
    {
      filename: at('api/src/ledger/ledger.test.ts'),
      code: "import { createMember } from '../testing/ledger'; import { x } from '../lottery';",
    },
    { filename: at('api/src/testing/legacy.ts'), code: "import { buildTestApp } from './app';" },
    // The middle floors: the chain on the ground pieces, the wallet and the lottery on domain/ and the areas below.
    {
      filename: at('api/src/chain/watcher.ts'),
      code: "import type { Leadership } from '../db/leader'; import { ENTRY_TYPE } from '../domain/ledger'; import { int } from '../env';",
    },
    {
      filename: at('api/src/wallet/refunds/roundRefunds.ts'),
      code: "import { ORDER_STATUS } from '../../domain/lottery'; import { ledger } from '../../ledger';",
    },
    { filename: at('api/src/lottery/storage/drawing.ts'), code: "import { ROUND_STATUS, type Faults } from '../../domain/lottery';" },
    // Promotions on domain/ and the areas below; the lottery's settlement and the wallet's withdrawals call into them.
    {
      filename: at('api/src/promotions/turnover.ts'),
      code: "import { ORDER_STATUS } from '../domain/lottery'; import { writeMessage } from '../messages/write';",
    },
    { filename: at('api/src/lottery/storage/settling.ts'), code: "import { recordPlayTurnover } from '../../promotions/turnover';" },
    {
      filename: at('api/src/wallet/withdrawals/withdrawals.ts'),
      code: "import { fixedDepositStandingOf } from '../../promotions/fixedDeposit/standing';",
    },
    // The console on top: the layers above it and the registry and aggregator import it.
    { filename: at('api/src/routes/opsGames.ts'), code: "import { OPS_ERR } from '../operators/errors';" },
    { filename: at('api/src/config.ts'), code: "import { loadOperatorSettings } from './operators/settings';" },
    { filename: at('api/src/db/schema.ts'), code: "import type { OperatorTables } from '../operators/tables';" },
  ],
  invalid: [
    { filename: at('api/src/domain/ledger/entry.ts'), code: "import { translate } from '../../i18n/translate';", errors: 1 },
    { filename: at('api/src/i18n/errors.ts'), code: "import { success } from '../http/envelope';", errors: 1 },
    { filename: at('api/src/config.ts'), code: "import { ledger } from './ledger';", errors: 1 },
    { filename: at('api/src/env.ts'), code: "import type { Config } from './config';", errors: 1 },
    // db/ sees the areas' table types, never their values or other files.
    { filename: at('api/src/db/schema.ts'), code: "import { ORDER_STATUS } from '../lottery/storage/tables';", errors: 1 },
    { filename: at('api/src/db/schema.ts'), code: "import type { Binding } from '../accounts/bindings';", errors: 1 },
    {
      filename: at('api/src/db/migrations/027_notices_articles.ts'),
      code: "import { LOCALES } from '../../content/localized';",
      errors: 1,
    },
    { filename: at('api/src/ledger/settle.ts'), code: "import { writeMessage } from '../messages/write';", errors: 1 },
    { filename: at('api/src/lottery/storage/orders.ts'), code: "import { readCall } from '../../http/route';", errors: 1 },
    { filename: at('api/src/lottery/engine/plugin.ts'), code: "import { fakeClock } from '../../testing/lottery';", errors: 1 },
    { filename: at('api/src/build.ts'), code: "export { buildTestApp } from './testing/app';", errors: 1 },
    // The chain imports no area; wallet and lottery import neither each other nor the console, types included.
    { filename: at('api/src/chain/watcher.ts'), code: "import { leader } from '../lottery/engine/leader';", errors: 1 },
    { filename: at('api/src/chain/payouts.ts'), code: "import type { Payout } from '../wallet/withdrawals/markPaid';", errors: 1 },
    {
      filename: at('api/src/wallet/withdrawals/withdrawals.ts'),
      code: "import { ORDER_STATUS } from '../../lottery/storage/tables';",
      errors: 1,
    },
    {
      filename: at('api/src/lottery/storage/settling.ts'),
      code: "import { creditDeposit } from '../../wallet/deposits/creditDeposit';",
      errors: 1,
    },
    // Promotions sit below the wallet and the lottery: they import neither, nor the console or the chain, types included.
    { filename: at('api/src/promotions/turnover.ts'), code: "import { ORDER_STATUS } from '../lottery/storage/tables';", errors: 1 },
    { filename: at('api/src/promotions/turnover.ts'), code: "import type { Faults } from '../lottery/storage/drawing';", errors: 1 },
    {
      filename: at('api/src/promotions/fixedDeposit/standing.ts'),
      code: "import type { Posted } from '../../wallet/requests/posting';",
      errors: 1,
    },
    { filename: at('api/src/promotions/programs.ts'), code: "import { OPS_ERR } from '../operators/errors';", errors: 1 },
    { filename: at('api/src/promotions/fixedDeposit/payouts.ts'), code: "import type { Hex20 } from '../../chain/address';", errors: 1 },
    { filename: at('api/src/lottery/admin/rooms.ts'), code: "import { OPS_ERR } from '../../operators/errors';", errors: 1 },
    { filename: at('api/src/wallet/withdrawals.ts'), code: "import { withdrawalRisks } from '../operators/withdrawalRisk';", errors: 1 },
    // The console sits on top: no area imports it.
    { filename: at('api/src/aml/screening.ts'), code: "import { usersOfDestinations } from '../operators/withdrawalRisk';", errors: 1 },
    { filename: at('api/src/lists/exports.ts'), code: "import type { OpsPermission } from '../operators/roles';", errors: 1 },
    { filename: at('api/src/content/manage.ts'), code: "import { OPS_ERR } from '../operators/errors';", errors: 1 },
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
