// One webpack setup for the shell and the four remotes: swc for TS, CSS Modules, Module Federation with
// the suite's shared singletons. Remote locations are never baked in: the shell reads remotes.json at run time.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { NormalModuleReplacementPlugin } = require('webpack');
const PublicFilesPlugin = require('./publicFiles');
const { StartChunksPlugin, startCacheGroup } = require('./startChunks');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const root = path.resolve(__dirname, '..');
const swcOptions = require('./swc.jest.json');

/** The only modules shared across the suite; everything else is private to each build. */
function sharedSingletons(host) {
  const deps = {
    ...require(path.join(root, 'shell/package.json')).dependencies,
  };
  const singleton = (name, version) => ({ singleton: true, requiredVersion: version, strictVersion: false });
  return {
    react: singleton('react', deps.react),
    'react/jsx-runtime': singleton('react/jsx-runtime', deps.react),
    'react-dom': singleton('react-dom', deps['react-dom']),
    'react-dom/client': singleton('react-dom/client', deps['react-dom']),
    i18next: singleton('i18next', deps.i18next),
    'react-i18next': singleton('react-i18next', deps['react-i18next']),
    mitt: singleton('mitt', deps.mitt),
    // One query cache per page: the shell's QueryClientProvider and a remote's useQuery must share one context.
    '@tanstack/react-query': singleton('@tanstack/react-query', deps['@tanstack/react-query']),
    'shared-contracts': { singleton: true, requiredVersion: false, version: '0.1.0' },
    'shared-contracts/platform': { singleton: true, requiredVersion: false, version: '0.1.0' },
    // The router's pieces the suite uses, one module: one router context per page (see shared-contracts/src/routing.ts).
    'shared-contracts/routing': { singleton: true, requiredVersion: false, version: '0.1.0' },
    // antd-mobile is shared through the kit: one instance of the widgets the suite uses (see shared-contracts/src/kit/index.ts;
    // its animated widgets load on first use, Form apart in kit/form).
    'shared-contracts/kit': { singleton: true, requiredVersion: false, version: '0.1.0' },
    // The shell uses no form, and a package is provided only by a build that imports it; by its path the shell
    // provides the form kit anyway, so a remote's form reuses the shell's widget internals instead of its own.
    'shared-contracts/kit/form': {
      singleton: true,
      requiredVersion: false,
      version: '0.1.0',
      ...(host ? { import: path.join(root, 'shared-contracts/src/kit/form.ts') } : {}),
    },
  };
}

/**
 * @param {object} o
 * @param {string} o.dir package folder
 * @param {string} o.name federation name (shell, mf_account ...)
 * @param {number} o.port dev-server port
 * @param {boolean} [o.host] the shell (an html page, publicPath '/')
 * @param {Record<string,string>} [o.exposes]
 */
module.exports = function makeConfig({ dir, name, port, host = false, exposes }) {
  return (env, argv) => {
    const production = argv.mode === 'production';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: host ? '/' : 'auto',
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        conditionNames: ['source', 'browser', 'import', 'module', 'require', 'default'],
      },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: { loader: 'swc-loader', options: { ...swcOptions, module: { type: 'es6' }, swcrc: false } },
          },
          {
            test: /\.css$/,
            use: [
              'style-loader',
              {
                loader: 'css-loader',
                options: {
                  modules: { auto: true, namedExport: false, localIdentName: production ? '[hash:base64:6]' : '[name]__[local]' },
                },
              },
            ],
          },
          { test: /\.(png|jpe?g|gif|svg|webp)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        // antd-mobile's Form.Item imports Popover (with floating-ui, a third of Form's weight) for its rare `help`
        // tooltip: the kit's stand-in fetches it when a field with `help` first shows (shared-contracts/src/kit).
        new NormalModuleReplacementPlugin(/^\.\.\/popover$/, (resource) => {
          if (resource.context.endsWith(path.join('antd-mobile', 'es', 'components', 'form')))
            resource.request = path.join(root, 'shared-contracts/src/kit/formHelpPopover.tsx');
        }),
        new ModuleFederationPlugin({
          name,
          ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
          shared: sharedSingletons(host),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: !host,
          // Smaller runtimes: browsers only; a remote loads no remotes, so it needs neither remote loading
          // nor the manifest snapshot (the shell, which loads remotes by their mf-manifest.json, keeps both).
          // In production a remote uses the shell's federation runtime instead of shipping its own (-10 KB gzip
          // per route); standalone, a remote runs on the dev server, which keeps its own runtime.
          experiments: {
            optimization: { target: 'web', ...(host ? {} : { disableSnapshot: true, disableRemote: true }) },
            ...(production ? (host ? { provideExternalRuntime: true } : { externalRuntime: true }) : {}),
          },
        }),
        ...(host
          ? [
              // The template places the tags itself, first in the head.
              new HtmlWebpackPlugin({ template: path.join(dir, 'public/index.html'), inject: false }),
              new StartChunksPlugin(),
              new PublicFilesPlugin(path.join(dir, 'public'), ['index.html']),
            ]
          : [new HtmlWebpackPlugin({ template: path.join(root, 'config/standalone.html'), title: name })]),
      ],
      // The shell's start in one chunk, preloaded beside main.js (./startChunks.js).
      ...(host ? { optimization: { splitChunks: { cacheGroups: { start: startCacheGroup } } } } : {}),
      performance: { hints: false },
      devServer: {
        port,
        host: '127.0.0.1',
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: host ? { directory: path.join(dir, 'public') } : false,
      },
    };
  };
};
