// The baseline of `npm run size`: a bare React 19 + Module Federation host, built with the same toolchain.
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const swcOptions = require('../../config/swc.jest.json');

module.exports = (outputPath) => ({
  mode: 'production',
  context: __dirname,
  entry: './src/index.ts',
  output: { path: outputPath, publicPath: '/', filename: '[name].js', chunkFilename: '[name].[contenthash:8].js', clean: true },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: { loader: 'swc-loader', options: { ...swcOptions, module: { type: 'es6' }, swcrc: false } },
      },
    ],
  },
  plugins: [
    new ModuleFederationPlugin({
      name: 'baseline',
      shared: {
        react: { singleton: true },
        'react/jsx-runtime': { singleton: true },
        'react-dom': { singleton: true },
        'react-dom/client': { singleton: true },
      },
      dts: false,
    }),
    new HtmlWebpackPlugin({ templateContent: '<!doctype html><html><body><div id="root"></div></body></html>' }),
  ],
  performance: { hints: false },
});
