#!/usr/bin/env node
// `npx turnpost-verify <record.json | URL>`: checks a Turnpost game record with the rules package alone (cli/verify.ts).
import { tsImport } from 'tsx/esm/api';

await tsImport('../cli/verify.ts', import.meta.url);
