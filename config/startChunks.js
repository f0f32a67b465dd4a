// The shell's start was a chain: main.js ran, then fetched its ./bootstrap chunk and the shared modules that chunk
// consumes (react-dom, the kit ...), which consume more: eighteen chunks, over HTTP/1.1 (six connections at a time),
// all after main.js. Now their code is one chunk, `start` (the splitChunks cache group below), which index.html
// preloads ahead of main.js (asked for at high priority: a deferred script is low), so both download at once.
// The start's chunks are those of every async import of the entry and, for each shared module consumed there, those
// of the shell's own provider (what the federation runtime loads while no remote is loaded), followed until nothing
// new is consumed. What loads later (the form kit, the animated widgets) stays apart.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'StartChunksPlugin';
const START = 'start';
/** The chunks of the start, found before splitChunks merges them. */
const startChunks = new WeakSet();

/** The chunks the shell loads at start beyond its entry, as the chunk graph stands. */
function findStartChunks(compilation) {
  const { chunkGraph, moduleGraph } = compilation;
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') providers.set(module._name, chunkGraph.getBlockChunkGroup(module.blocks[0]));
  }
  const found = new Set();
  const visit = (group) => {
    for (const chunk of group?.chunks ?? []) {
      if (found.has(chunk)) continue;
      found.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === 'consume-shared-module') visit(providers.get(module.options.shareKey));
      }
    }
  };
  for (const [name, entry] of compilation.entries) {
    const entrypoint = compilation.entrypoints.get(name);
    visit(entrypoint);
    for (const dependency of entry.dependencies) {
      for (const block of moduleGraph.getModule(dependency)?.blocks ?? []) visit(chunkGraph.getBlockChunkGroup(block));
    }
    // The entry's own chunks are script tags already.
    for (const chunk of entrypoint.chunks) found.delete(chunk);
  }
  return found;
}

/**
 * The splitChunks cache group that gathers the start's code into one chunk. A shared module's consumption stays in
 * its chunk (which then has no file): in `start`, loading `start` would wait for the providers it consumes, which
 * are in `start`.
 */
const startCacheGroup = {
  name: START,
  chunks: 'async',
  // Taken from every chunk that has it, so what loads later (the form kit) reuses it instead of a copy of its own.
  test: (module, { chunkGraph }) =>
    module.type !== 'consume-shared-module' && [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => startChunks.has(chunk)),
  enforce: true,
  priority: 100,
};

class StartChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      let marked = false;
      // Before splitChunks (stage 10), once: later rounds see the merged chunks.
      compilation.hooks.optimizeChunks.tap({ name: NAME, stage: 0 }, () => {
        if (marked) return;
        marked = true;
        for (const chunk of findStartChunks(compilation)) startChunks.add(chunk);
      });
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        for (const tag of data.headTags) {
          if (tag.tagName === 'script') tag.attributes.fetchpriority = 'high';
        }
        const files = [...findStartChunks(compilation)].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
        // The start chunk before main.js: the longest download, it should get the first connection.
        data.headTags.unshift(
          ...files.map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: data.publicPath + file }),
          ),
        );
        return data;
      });
    });
  }
}

module.exports = { StartChunksPlugin, startCacheGroup };
