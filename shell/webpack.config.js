const makeConfig = require('../config/webpack.factory');
module.exports = makeConfig({ dir: __dirname, name: 'shell', port: 8080, host: true });
