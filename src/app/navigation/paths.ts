// Paths of the navigation table are plain strings (the contract knows no router); links cast
// them to the router's path union here, once. tests/unit/navigation.test.ts checks that every
// path of the table is a route of the generated tree.
import { type LinkProps, useRouterState } from '@tanstack/react-router';
import { entryForPath, type NavEntry } from '../../contract/navigation';

export type AppPath = NonNullable<LinkProps['to']>;

export function toAppPath(path: string): AppPath {
  return path as AppPath;
}

/** The entry of the route being shown, for highlighting it in the menus. */
export function useActiveEntry(): NavEntry | undefined {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return entryForPath(pathname);
}
