const makeConfig = require('../config/webpack.factory');
module.exports = makeConfig({ dir: __dirname, name: 'mf_content', port: 8084, exposes: { './App': './src/App.tsx' } });
