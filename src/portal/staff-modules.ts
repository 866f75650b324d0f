// THE list of the staff area's modules (docs/spec.md §10), and the registry with them beside every
// module of src/portal/modules.ts. Loaded only for staff (first-screen.ts loadStaffRegistry, App):
// a member's and a guest's downloads hold none of it (tests/build/portal-staff.test.ts). Each
// staff route names the permission it needs, so a staff registry shows a member no staff page.
import { computed, keepMount } from 'nanostores';
import { createModuleRegistry } from '../core/module-registry.ts';
import type { ModuleDefinition } from '../core/modules.ts';
import { clubOfficeModule } from '../modules/club-office/index.ts';
import { clubTreasuryModule } from '../modules/club-treasury/index.ts';
import { clubSupportModule } from '../modules/club-support/index.ts';
import { clubEditorModule } from '../modules/club-editor/index.ts';
import { clubCounterModule } from '../modules/club-counter/index.ts';
import { clubVolunteeringModule } from '../modules/club-volunteering/index.ts';
import { $loadedModuleIds, portalModules } from './modules.ts';

export const staffModules: readonly ModuleDefinition[] = [
  clubOfficeModule,
  clubTreasuryModule,
  clubSupportModule,
  clubEditorModule,
  clubCounterModule,
  clubVolunteeringModule,
];

const $withStaff = computed($loadedModuleIds, (ids) => [...ids, ...staffModules.map((module) => module.id)]);
// Kept mounted for the same reason as $loadedModuleIds (src/portal/modules.ts).
keepMount($withStaff);

export const staffRegistry = createModuleRegistry([...portalModules, ...staffModules], $withStaff);
