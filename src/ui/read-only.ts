// Fields shown read-only under a provider (the members' layout sets it in ghost mode, where staff
// look at a member's screens and every change is refused): text can be read and copied, not edited.
import { createContext, useContext } from 'react';

export const ReadOnlyFields = createContext(false);

/** True inside a read-only part of the page. */
export const useReadOnlyFields = (): boolean => useContext(ReadOnlyFields);
