// Valibot, the schema library of the API contract, enters the project through this file only
// (docs/architecture.md decision 15): the contract's files import it as `* as v`. The client
// imports the contract's types only, so the library stays out of the browser bundles.
export * from 'valibot';
