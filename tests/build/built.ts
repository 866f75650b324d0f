// What global-setup.ts built for this run, as the build tests read it.
import { inject } from 'vitest';
import type { EmbedOutput } from './embed-output.ts';
import type { PortalChunk } from './portal-output.ts';

/** The embed build (`npm run build`, production), by file name. */
export function builtEmbed(): EmbedOutput {
  return new Map(inject('embedBuild').map((file) => [file.fileName, file]));
}

export interface BuiltPortal {
  /** The entry chunk's file name (the whole portal). */
  entry: string;
  /** The guest entry's file name (a prerendered account screen). */
  guest: string;
  /** The file both entries and the login page share. */
  core: string;
  /** The prerendered documents by file name (screens/login.en.html...). */
  screens: Record<string, string>;
  preloads: string[];
  chunks: Map<string, PortalChunk>;
  /** Source modules the entry or the login page reach through static imports. */
  firstScreen: Set<string>;
}

/** The portal build: index.html's preloads, the chunks by file name, the first screen's modules. */
export function builtPortal(): BuiltPortal {
  const built = inject('portalBuild');
  return {
    entry: built.entry,
    guest: built.guest,
    core: built.core,
    screens: built.screens,
    preloads: built.preloads,
    chunks: new Map(built.chunks.map((chunk) => [chunk.fileName, chunk])),
    firstScreen: new Set(built.firstScreen),
  };
}
