import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoader } from '../components/page-loader';

/**
 * A page whose module is fetched the first time it renders, so the first page (/login) does not carry
 * every screen's code. Each page gets its own Suspense boundary: a navigation to it mounts a new boundary,
 * so the loader shows in the shell while the module arrives instead of the previous page lingering. A module
 * that fails to arrive (a chunk gone after a redeploy, the network down) throws while rendering, and the
 * route's error element says so and offers a reload.
 */
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Page = lazy(async () => ({ default: await load() }));
  function LazyPage(props: Props) {
    return (
      <Suspense fallback={<PageLoader />}>
        <Page {...props} />
      </Suspense>
    );
  }
  return LazyPage;
}
