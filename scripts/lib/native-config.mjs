// The configuration `npm run build` gives `rspress build --config`: rspress.config.ts as
// Node.js loads it through scripts/lib/ts-hooks.mjs. A JavaScript file is imported natively
// by Rspress, so a failure here is reported as it is, never retried more slowly with jiti.
let config;
try {
  if (!globalThis[Symbol.for('rsbuild-docs.ts-hooks')]) throw new Error('the TypeScript hooks are not registered: start the build with `node scripts/build.mjs`');
  config = (await import('../../rspress.config.ts')).default;
} catch (error) {
  console.error(`scripts/lib/native-config.mjs: rspress.config.ts could not be loaded natively: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
}
export default config;
