// npm run brand:import -- <folder>      a brands/<id>/-shaped folder → the brand's next version, live if it passes
//                                        the publish checks (else the problems are printed and the exit code is 1)
// npm run brand:export -- <id> <folder>  the brand's live version → brand.json, theme.json, logo.svg (or .png/.webp)
// Against DATABASE_URL, or the embedded database in DATA_DIR (stop the server first: PGlite is one process's).
import { resolve } from 'node:path';
import { systemClock } from '../src/services/clock';
import { exportBrand, importBrandFolder } from '../src/services/brands/importExport';
import { runOnDeploymentDb } from './deploymentDb';

const [command, ...args] = process.argv.slice(2);
const usage = 'usage: npm run brand:import -- <folder> | npm run brand:export -- <brand id> <folder>';
if (!(command === 'import' && args.length === 1) && !(command === 'export' && args.length === 2)) {
  console.error(usage);
  process.exit(2);
}
await runOnDeploymentDb(async (db) => {
  if (command === 'import') {
    const result = await importBrandFolder(db, resolve(args[0]!), systemClock);
    if ('problems' in result) {
      console.error(`✖ ${result.brandId || args[0]} was not imported: it fails the publish checks`);
      for (const p of result.problems)
        console.error(`  ${p.check} ${p.path}: ${p.messageKey} ${JSON.stringify(p.params)}`);
      return 1;
    }
    console.log(`${result.brandId}: version ${result.version} imported and live`);
    return 0;
  }
  const written = await exportBrand(db, args[0]!, resolve(args[1]!));
  if (!written) {
    console.error(`✖ ${args[0]} has no live version`);
    return 1;
  }
  console.log(`${args[0]}: ${written.join(', ')} written to ${args[1]}`);
  return 0;
});
