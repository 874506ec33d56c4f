export * from './conformance.ts';
export * from './golden.ts';
export * from './spec.ts';
export * from './records.ts';
