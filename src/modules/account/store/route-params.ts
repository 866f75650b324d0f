// Route parameters of an account page. The portal resolves routes itself and hands them in as the
// `params` prop (wouter's useParams() is empty there, outside any <Route>); inside a <Route> of
// another host, wouter's own parameters apply.
import { useParams } from 'wouter';

export interface RoutedPageProps {
  params?: Record<string, string>;
}

export function useRouteParams<T extends Record<string, string>>(
  given: Record<string, string> | undefined,
): Partial<T> {
  const routed = useParams();
  return { ...routed, ...given } as Partial<T>;
}
