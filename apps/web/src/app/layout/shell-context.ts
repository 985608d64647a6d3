import { createContext, useContext } from 'react';

/** True inside the signed-in layout, whose <main> a screen (or its error) renders into. */
export const ShellContext = createContext(false);

export const useInShell = () => useContext(ShellContext);
