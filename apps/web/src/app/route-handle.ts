import { useMatches } from 'react-router';

/** What a route tells the shell about itself. */
export interface RouteHandle {
  /** i18n key of the route's name (breadcrumb). */
  titleKey?: string;
  /** Login, selectClient and home: the bar shows only the logo, no menus and no breadcrumb (SPEC §2). */
  bare?: boolean;
  /** The home route: the standard selector is enabled only here. */
  home?: boolean;
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle && (handle.titleKey || handle.bare || handle.home)) return handle;
  }
  return {};
}
