const makeConfig = require('../config/webpack.factory');
module.exports = makeConfig({ dir: __dirname, name: 'mf_trade', port: 8082, exposes: { './App': './src/App.tsx' } });
