// One real server for the browser journeys: built bundles, free port, fresh database with demo data.
import type { TestProject } from 'vitest/node';
import { buildIfNeeded } from '../../scripts/build-if-needed.ts';
import { startServer } from './support/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    databasePath: string;
    port: number;
  }
}

export default async function setup(project: TestProject) {
  if (!buildIfNeeded()) throw new Error('npm run build failed');
  const server = await startServer();
  project.provide('baseURL', server.baseURL);
  project.provide('databasePath', server.databasePath);
  project.provide('port', server.port);
  return () => server.stop();
}
