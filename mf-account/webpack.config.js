const makeConfig = require('../config/webpack.factory');
module.exports = makeConfig({ dir: __dirname, name: 'mf_account', port: 8081, exposes: { './App': './src/App.tsx' } });
