const makeConfig = require('../config/webpack.factory');
module.exports = makeConfig({ dir: __dirname, name: 'mf_wallet', port: 8083, exposes: { './App': './src/App.tsx' } });
