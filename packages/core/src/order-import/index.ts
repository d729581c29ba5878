export * from './cells.ts';
export * from './columns.ts';
export * from './error-report.ts';
export * from './places.ts';
export * from './sample.ts';
export * from './validate.ts';
