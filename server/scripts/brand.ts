// npm run brand:import -- <folder>      a brands/<id>/-shaped folder → the brand's next version, live if it passes
//                                        the publish checks (else the problems are printed and the exit code is 1)
// npm run brand:export -- <id> <folder>  the brand's live version → brand.json, theme.json, logo.svg (or .png/.webp)
// Against DATABASE_URL, or the embedded database in DATA_DIR (stop the server first: PGlite is one process's).
import { resolve } from 'node:path';
import { readEnv } from '../src/config';
import { openDb } from '../src/db/client';
import { systemClock } from '../src/services/clock';
import { exportBrand, importBrandFolder } from '../src/services/brands/importExport';

const [command, ...args] = process.argv.slice(2);
const usage = 'usage: npm run brand:import -- <folder> | npm run brand:export -- <brand id> <folder>';
if (!(command === 'import' && args.length === 1) && !(command === 'export' && args.length === 2)) {
  console.error(usage);
  process.exit(2);
}
const env = readEnv(process.env, []);
const handle = await openDb({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
let code = 0;
try {
  await handle.migrate();
  if (command === 'import') {
    const result = await importBrandFolder(handle.db, resolve(args[0]!), systemClock);
    if ('problems' in result) {
      console.error(`✖ ${result.brandId || args[0]} was not imported: it fails the publish checks`);
      for (const p of result.problems)
        console.error(`  ${p.check} ${p.path}: ${p.messageKey} ${JSON.stringify(p.params)}`);
      code = 1;
    } else console.log(`${result.brandId}: version ${result.version} imported and live`);
  } else {
    const written = await exportBrand(handle.db, args[0]!, resolve(args[1]!));
    if (!written) {
      console.error(`✖ ${args[0]} has no live version`);
      code = 1;
    } else console.log(`${args[0]}: ${written.join(', ')} written to ${args[1]}`);
  }
} catch (error) {
  console.error(`✖ ${(error as Error).message}`);
  code = 1;
} finally {
  await handle.close();
}
process.exit(code);
