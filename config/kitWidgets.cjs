// Where a widget may come from (read by the lint rules). The shared kit (shared-contracts/src/kit) gives one
// instance per page of the widgets it lists. A remote may also import a widget the kit does not list, by its
// own path ('antd-mobile/es/components/notice-bar'): a copy bundled into that remote, so using it needs no
// shell rebuild. Everything else from antd-mobile goes through the kit.
const fs = require('node:fs');
const path = require('node:path');

const KIT = path.resolve(__dirname, '../shared-contracts/src/kit');
const WIDGET_PATH = /^antd-mobile\/es\/components\/([a-z-]+)$/;

let listed = null;
/** The kit's widgets by antd-mobile folder name ('NavBar' -> 'nav-bar'), read from the kit's source. */
function kitWidgets() {
  if (listed) return listed;
  const source = fs
    .readdirSync(KIT)
    .filter((file) => /^[^.]+\.ts$/.test(file))
    .map((file) => fs.readFileSync(path.join(KIT, file), 'utf8'))
    .join('\n');
  listed = new Set();
  for (const [, names] of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*'antd-mobile'/g)) {
    for (const name of names
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean))
      listed.add(name.replace(/[A-Z]/g, (c, i) => (i ? '-' : '') + c.toLowerCase()));
  }
  for (const [, folder] of source.matchAll(/'antd-mobile\/es\/components\/([a-z-]+)'/g)) listed.add(folder);
  return listed;
}

/**
 * Why `spec` may not be imported by a file of package `pkg` (null when it may). The kit's own files import
 * antd-mobile freely; `pkg` is null outside the suite's packages.
 */
function widgetImportProblem(spec, pkg, isKitFile) {
  if (spec !== 'antd-mobile' && !spec.startsWith('antd-mobile/')) return null;
  if (isKitFile || pkg === 'api') return null;
  const folder = WIDGET_PATH.exec(spec)?.[1];
  if (folder && pkg.startsWith('mf-') && !kitWidgets().has(folder)) return null;
  if (folder && kitWidgets().has(folder))
    return `'${spec}': the shared kit lists this widget, import it from 'shared-contracts/kit' (one instance per page)`;
  return `import widgets from 'shared-contracts/kit', not '${spec}' (a remote may import a widget the kit lacks by its path, 'antd-mobile/es/components/<widget>')`;
}

module.exports = { widgetImportProblem, kitWidgets };
