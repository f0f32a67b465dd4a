// The operators' console: a plain single-page app (no module federation, never loaded by the player's shell),
// built to dist/ and served by the api under /ops/ (index.html for every client route there).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const root = path.resolve(__dirname, '..');
const swcOptions = require(path.join(root, 'config/swc.jest.json'));

module.exports = (env, argv) => {
  const production = argv.mode === 'production';
  return {
    mode: production ? 'production' : 'development',
    context: __dirname,
    entry: './src/index.tsx',
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(__dirname, 'dist'),
      publicPath: '/ops/',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: 'back_office',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      conditionNames: ['source', 'browser', 'import', 'module', 'require', 'default'],
    },
    module: {
      rules: [
        {
          // Our TypeScript, and the packages' whose 'source' condition (which shared-contracts needs) points at
          // theirs (antd's scroll-into-view-if-needed, compute-scroll-into-view).
          test: /\.[cm]?tsx?$/,
          use: { loader: 'swc-loader', options: { ...swcOptions, module: { type: 'es6' }, swcrc: false } },
        },
      ],
    },
    plugins: [new HtmlWebpackPlugin({ template: path.join(__dirname, 'public/index.html') })],
    performance: { hints: false },
    devServer: {
      port: 8090,
      host: '127.0.0.1',
      // The api (PORT, 8080 by default) answers the calls; the dev server, the pages.
      proxy: [{ context: ['/api'], target: `http://127.0.0.1:${process.env.PORT || 8080}` }],
      historyApiFallback: { index: '/ops/index.html' },
      static: false,
    },
  };
};
