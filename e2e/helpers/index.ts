// Shared helpers of the browser tests; the `test` every spec uses is in ../fixtures.ts.
export * from './axe';
export * from './layout';
export * from './page';
export * from './ports';
export * from './routes';
