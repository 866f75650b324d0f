import { createContext } from 'react';

/** Lets items inside a MenuButton close it; `returnFocus` puts focus back on the button. */
export interface MenuContextValue {
  close: (returnFocus: boolean) => void;
}

export const MenuContext = createContext<MenuContextValue>({ close: () => {} });
