// The contract's schemas (src/shared/contract/, Valibot) reach the browser as types only: no portal
// chunk and no widget file holds the schema library or a schema file (docs/architecture.md decision
// 15); the forms test with the contract's plain form rules.
import { describe, expect, it } from 'vitest';
import { builtEmbed, builtPortal } from './built.ts';

const SCHEMA_CODE = /node_modules\/valibot\/|src\/shared\/contract\/(schema|endpoint|index)\.ts$/;

describe('the schema library in the browser builds', () => {
  it('is in no portal chunk', () => {
    const modules = [...builtPortal().chunks.values()].flatMap((chunk) => Object.keys(chunk.modules));
    expect(modules.length).toBeGreaterThan(100);
    expect(modules.filter((id) => SCHEMA_CODE.test(id))).toEqual([]);
  });

  it('is in no widget file', () => {
    const modules = [...builtEmbed().values()].flatMap((file) => file.modules);
    expect(modules.length).toBeGreaterThan(20);
    expect(modules.filter((id) => SCHEMA_CODE.test(id))).toEqual([]);
  });
});
