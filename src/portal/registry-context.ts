// The module registry the portal renders from; tests provide one built from their own modules.
import { createContext, useContext } from 'react';
import type { ModuleRegistry } from '../core/modules.ts';

export const RegistryContext = createContext<ModuleRegistry | null>(null);

export function useRegistry(): ModuleRegistry {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('useRegistry: render inside <App> (RegistryContext).');
  return registry;
}
