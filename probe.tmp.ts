import { importCatalog, nameAsOneWord, ToolIndex } from './src/engine';
import { readDataset } from './src/test/datasets';
for (const ds of ['livemcpbench', 'bfcl']) {
  const c = importCatalog(readDataset(ds, 'tools.json'), { source: ds });
  if (!c.ok) throw new Error();
  const index = new ToolIndex(c.catalog);
  let shown = 0;
  for (const tool of c.catalog.tools) {
    const q = nameAsOneWord(tool.name);
    const names = index.rankedNames({ query: q });
    if (names[0] !== tool.name && shown++ < 8) console.log(ds, tool.name, '→', q, '| first:', names.slice(0, 3).join(', '), '| at', names.indexOf(tool.name) + 1);
  }
}
