// The shell's public folder holds its index.html template and the files served beside it at the site's root
// (favicon, app icons, the web app manifest): this copies those into the build as they are.
const fs = require('node:fs');
const path = require('node:path');

module.exports = class PublicFilesPlugin {
  /** @param {string} dir the public folder; @param {string[]} except files the build makes otherwise (the html template) */
  constructor(dir, except) {
    this.dir = dir;
    this.except = new Set(except);
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublicFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.contextDependencies.add(this.dir);
        for (const file of fs.readdirSync(this.dir)) {
          if (this.except.has(file)) continue;
          const full = path.join(this.dir, file);
          compilation.fileDependencies.add(full);
          compilation.emitAsset(file, new sources.RawSource(fs.readFileSync(full)));
        }
      });
    });
  }
};
