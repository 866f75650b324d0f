// The build project's globalSetup (vitest.config.ts): the embed and the portal are bundled once per
// run, before its test files start, and every file reads the same output through inject() (built.ts)
// instead of bundling again in its own worker. Runs only when a tests/build file runs.
import type { TestProject } from 'vitest/node';
import type { CompressedCopies } from './compressed-copies.ts';
import { buildEmbedWithCopies, type EmbedFile } from './embed-output.ts';
import { buildPortal, type PortalBuildData } from './portal-output.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    embedBuild: EmbedFile[];
    embedCopies: CompressedCopies[];
    portalBuild: PortalBuildData;
  }
}

export async function setup(project: TestProject) {
  const [embed, portal] = await Promise.all([buildEmbedWithCopies(), buildPortal()]);
  project.provide('embedBuild', [...embed.files.values()]);
  project.provide('embedCopies', embed.copies);
  project.provide('portalBuild', portal);
}
